import {
  NEO_AGE_BANDS,
  NEO_DEFAULT_GROUP,
  NEO_DOMAINS,
  NEO_FACETS,
  NEO_SEXES,
  neoLevelOf,
  type NeoDomain,
  type NeoGroup,
  type NeoInsight,
  type NeoLevel,
  type TraitProfile,
} from '@insight/api';
import {
  Alert,
  Button,
  Card,
  FacetList,
  GroupChooser,
  Heading,
  HistorySparkline,
  Stack,
  Text,
  TextField,
  vars,
  type GroupChooserValue,
  type HistorySparklinePoints,
  type PercentileZones,
} from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { printMarks } from '../../layout/print';
import { useActOn } from '../../routes/outcomeRouting';
import { useStores } from '../../stores/StoreContext';
import { pageLocale, traitTexts } from '../../texts';
import { formatShare, insightTexts } from '../../texts/insight';
import { domainWords, facetWords, groupWords, normsTexts } from '../../texts/facets';
import { Sentences } from '../traits/Standing';
import { TraitProfileChart } from '../traits/TraitProfileChart';
import { ageBandOf } from './ageBand';

/** The average zone of every bar: T 45 to 55, about the 31st to the 69th percentile (the facets' levels). */
export const NEO_ZONES: PercentileZones = [31, 69];

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** A take's date in words ('November 20, 2026'). */
export const formatTakenOn = (iso: string): string => {
  // In the page's language (English as en-US: 'March 3, 2025'; German '3. März 2025').
  const locale = pageLocale();
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
};

const Section = styled(Card)`
  width: 100%;
  max-width: 720px;
`;

const Traits = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxl};
`;

const isSex = (value: unknown): value is NeoGroup['sex'] => (NEO_SEXES as readonly unknown[]).includes(value);
const isBand = (value: unknown): value is NeoGroup['ageBand'] => (NEO_AGE_BANDS as readonly unknown[]).includes(value);

/** The retake under way (Continue), or the button that starts one; a refusal shows its reason. Mine only. */
export const RetakeActions = observer(function RetakeActions({ label }: { label: string }) {
  const { survey } = useStores();
  const act = useActOn();
  const retake = survey.retake;
  if (retake) {
    return (
      <Alert tone="info" title={insightTexts.retakeUnderWay} {...printMarks.hidden}>
        <Stack gap="sm" align="start">
          <span>{insightTexts.retakeUnderWayText}</span>
          <Button variant="secondary" onClick={() => act(survey.continueRetake())}>
            {insightTexts.continueRetake}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="sm" align="start" {...printMarks.hidden}>
      <Button
        variant="secondary"
        loading={survey.retakeRequest.isLoading}
        onClick={() => void survey.startRetake().then(act)}
      >
        {label}
      </Button>
      {survey.retakeRequest.error ? <Alert tone="critical">{survey.retakeRequest.error}</Alert> : null}
    </Stack>
  );
});

/** Whom I am compared with: the chooser and the year of birth, each saved at once (the results follow). */
export const GroupSection = observer(function GroupSection({ full }: { full: NeoInsight }) {
  const { traits } = useStores();
  const headingId = useId();
  const [pending, setPending] = useState<NeoGroup | null>(null);
  const [year, setYear] = useState('');
  const [yearError, setYearError] = useState<string | null>(null);
  const group = pending ?? full.result.group;

  const save = (next: NeoGroup) => {
    setPending(next);
    void traits.setComparisonGroup(next).finally(() => setPending(null));
  };
  const choose = (value: GroupChooserValue) => {
    if (isSex(value.sex) && isBand(value.ageBand)) save({ sex: value.sex, ageBand: value.ageBand });
  };
  const useYear = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const band = /^\d{1,4}$/.test(year.trim()) ? ageBandOf(Number(year.trim()), new Date()) : null;
    if (!band) {
      setYearError(insightTexts.yearOfBirthInvalid);
      return;
    }
    setYearError(null);
    save({ sex: group.sex, ageBand: band });
  };

  return (
    <Section forwardedAs="section" padding="xl" aria-labelledby={headingId} {...printMarks.hidden}>
      <Stack gap="lg">
        <Heading level={2} id={headingId}>
          {insightTexts.groupHeading}
        </Heading>
        {full.groupChosen ? null : (
          <Alert tone="info">{insightTexts.groupNotChosen(groupWords(NEO_DEFAULT_GROUP))}</Alert>
        )}
        <GroupChooser value={group} onChange={choose} hint={insightTexts.groupHint} name="comparison-group" />
        <form onSubmit={useYear} noValidate aria-label={insightTexts.yearOfBirth}>
          <Stack direction="row" gap="md" align="end" wrap>
            <TextField
              label={insightTexts.yearOfBirth}
              hint={insightTexts.yearOfBirthHint}
              inputMode="numeric"
              autoComplete="bday-year"
              value={year}
              onChange={(event) => setYear(event.target.value)}
              error={yearError ?? undefined}
              style={{ maxWidth: '14rem' }}
            />
            <Button type="submit" variant="secondary">
              {insightTexts.useYearOfBirth}
            </Button>
          </Stack>
        </form>
        {traits.groupRequest.isLoading ? <Text role="status">{insightTexts.groupSaving}</Text> : null}
        {traits.groupRequest.error ? <Alert tone="critical">{traits.groupRequest.error}</Alert> : null}
      </Stack>
    </Section>
  );
});

/** Each trait's percentile over my full takes (two or more), with the change shown on its bar. */
function HistorySection({ history }: { history: NeoInsight['history'] }) {
  const headingId = useId();
  return (
    <Section forwardedAs="section" padding="xl" aria-labelledby={headingId} {...printMarks.plain}>
      <Stack gap="lg">
        <Heading level={2} id={headingId}>
          {insightTexts.historyHeading}
        </Heading>
        <Text tone="muted">{insightTexts.historyIntro(history.length)}</Text>
        {NEO_DOMAINS.map((domain) => {
          const points = history.map((take) => ({ date: take.takenAt, percentile: take.percentiles[domain] }));
          const [first, second, ...rest] = points;
          if (!first || !second) return null;
          const all: HistorySparklinePoints = [first, second, ...rest];
          return (
            <Stack key={domain} gap="xs">
              <Text weight="medium">{domainWords[domain].name}</Text>
              <HistorySparkline
                label={insightTexts.historyLabel(domainWords[domain].name)}
                points={all}
                dateFormat={{ dateStyle: 'medium', timeZone: 'UTC' }}
                table
              />
            </Stack>
          );
        })}
      </Stack>
    </Section>
  );
}

/** One trait's FacetList: its bar (level, and my change since last time), its six facets with their texts. */
function TraitFacets({
  full,
  domain,
  group,
  mine,
}: {
  full: NeoInsight;
  domain: NeoDomain;
  group: string;
  mine: boolean;
}) {
  const score = full.result.domains[domain];
  const words = facetWords[domain] as Record<string, { name: string; low: string; average: string; high: string }>;
  const facetScores = score.facets as Record<string, { percentile: number; level: NeoLevel }>;
  const change = mine ? full.change?.points[domain] : undefined;
  return (
    <FacetList
      data-domain={domain}
      headingLevel={3}
      group={group}
      zones={NEO_ZONES}
      trait={{
        name: domainWords[domain].name,
        percentile: score.percentile,
        level: neoLevelOf(score.t),
        ...(change === undefined ? {} : { change }),
      }}
      facets={NEO_FACETS[domain].map((facet) => {
        const facetScore = facetScores[facet];
        const facetText = words[facet];
        return {
          key: facet,
          name: facetText?.name ?? facet,
          percentile: facetScore?.percentile ?? 50,
          level: facetScore?.level ?? 'average',
          text: facetScore && facetText ? facetText[facetScore.level] : '',
        };
      })}
    />
  );
}

export interface FullResultProps {
  full: NeoInsight;
  /** The owner's first name for a connection's map; none for mine. */
  theirName?: string;
}

/**
 * A full result (IPIP-NEO-120) on the Personal Map: the group named and where the norms come from, the date, the
 * five traits in one sentence each, then each trait with its six facets. Mine adds the chooser, the history (two
 * full takes or more) and the retake; a connection's is against their own group, and has none of these.
 */
export const FullResult = observer(function FullResult({ full, theirName }: FullResultProps) {
  const summaryId = useId();
  const facetsId = useId();
  const mine = theirName === undefined;
  const group = groupWords(full.result.group);
  return (
    <>
      <Section forwardedAs="section" padding="xl" aria-labelledby={summaryId} {...printMarks.plain}>
        <Stack gap="md">
          <Heading level={2} id={summaryId}>
            {mine ? insightTexts.summaryHeading : insightTexts.theirSummaryHeading(theirName)}
          </Heading>
          <Text weight="bold" data-part="group">
            {insightTexts.comparedWith(group)}
          </Text>
          <Text tone="muted">{normsTexts.source}</Text>
          <Text tone="muted">{insightTexts.takenOn(formatTakenOn(full.takenAt))}</Text>
          <Sentences aria-label={mine ? insightTexts.summaryHeading : insightTexts.theirSummaryHeading(theirName)}>
            {NEO_DOMAINS.map((domain) => (
              <li key={domain}>
                {insightTexts.higherThan(
                  domainWords[domain].name,
                  formatShare(full.result.domains[domain].percentile),
                  group,
                )}
              </li>
            ))}
          </Sentences>
          {mine ? <RetakeActions label={insightTexts.retake} /> : null}
        </Stack>
      </Section>
      {mine ? <GroupSection full={full} /> : null}
      <Section forwardedAs="section" padding="xl" aria-labelledby={facetsId} {...printMarks.plain}>
        <Stack gap="xl">
          <Heading level={2} id={facetsId}>
            {mine ? insightTexts.facetsHeading : insightTexts.theirFacetsHeading(theirName)}
          </Heading>
          <Traits>
            {NEO_DOMAINS.map((domain) => (
              <TraitFacets key={domain} full={full} domain={domain} group={group} mine={mine} />
            ))}
          </Traits>
        </Stack>
      </Section>
      {mine && full.history.length > 1 ? <HistorySection history={full.history} /> : null}
    </>
  );
});

/** The short version (50 statements): today's chart, labelled; mine invites to the full questionnaire. */
function ShortResult({ profile, theirName }: { profile: TraitProfile; theirName?: string }) {
  const headingId = useId();
  const mine = theirName === undefined;
  return (
    <Section forwardedAs="section" padding="xl" aria-labelledby={headingId} {...printMarks.plain}>
      <Stack gap="md">
        <Heading level={2} size="md" id={headingId}>
          {insightTexts.shortVersion}
        </Heading>
        <TraitProfileChart
          profile={profile}
          title={mine ? traitTexts.yourTraits : traitTexts.theirTraits(theirName)}
          emptyText={mine ? traitTexts.yourTraitsEmpty : traitTexts.theirTraitsEmpty(theirName)}
        />
        {mine ? (
          <>
            <Text>{insightTexts.shortVersionInvite}</Text>
            <RetakeActions label={insightTexts.takeFull} />
          </>
        ) : null}
      </Stack>
    </Section>
  );
}

/**
 * The Personal Map's results: its owner's (mine, or a connection's who shares it), read when shown. A full result
 * shows as FullResult; the short version as today's chart, labelled; nothing finished yet as today's empty chart.
 */
export const OwnerInsight = observer(function OwnerInsight({
  userId,
  theirName,
}: {
  userId: string;
  theirName?: string;
}) {
  const { traits } = useStores();
  useEffect(() => {
    void traits.loadProfile(userId);
  }, [traits, userId]);
  const profile = traits.profileOf(userId);
  const error = traits.profileErrorOf(userId);
  if (!profile) {
    return (
      <Section padding="xl">
        {error ? <Alert tone="critical">{error}</Alert> : <p role="status">{insightTexts.loading}</p>}
      </Section>
    );
  }
  if (profile.full) return <FullResult full={profile.full} theirName={theirName} />;
  if (profile.scores) return <ShortResult profile={profile} theirName={theirName} />;
  return (
    <Section padding="xl" {...printMarks.plain}>
      <TraitProfileChart
        profile={profile}
        title={theirName === undefined ? traitTexts.yourTraits : traitTexts.theirTraits(theirName)}
        emptyText={theirName === undefined ? traitTexts.yourTraitsEmpty : traitTexts.theirTraitsEmpty(theirName)}
      />
    </Section>
  );
});
