import { NEO_DOMAINS, type TraitProfile } from '@insight/api';
import { Alert, Button, Card, Heading, Page, Stack, Text, vars } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../routes/paths';
import { useEntry } from '../../routes/outcomeRouting';
import { useStores } from '../../stores/StoreContext';
import { circleTexts, compareTexts, traitTexts } from '../../texts';
import {
  readComparison,
  readFullComparison,
  type ComparedFullPerson,
  type ComparedPerson,
  type ComparisonReading,
} from './reading';
import { Standing } from './Standing';
import { TraitProfileChart } from './TraitProfileChart';

/** The two charts side by side; stacked on a narrow screen. */
const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space.xl};

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Sentences = styled.ul`
  margin: 0;
  padding-inline-start: ${vars.space.xl};
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
`;

/** A short version's raw sums (a full result is read in percentiles, by Standing, never against raw sums). */
const withScores = (profile: TraitProfile): ComparedPerson | null =>
  profile.scores && !profile.full
    ? { firstName: profile.firstName, lastName: profile.lastName, scores: profile.scores }
    : null;

/** The five percentiles of a full result. */
const withPercentiles = (profile: TraitProfile): ComparedFullPerson | null =>
  profile.full
    ? {
        firstName: profile.firstName,
        lastName: profile.lastName,
        percentiles: Object.fromEntries(
          NEO_DOMAINS.map((domain) => [domain, profile.full!.result.domains[domain].percentile]),
        ) as ComparedFullPerson['percentiles'],
      }
    : null;

/** The written reading: the biggest differences and the closest similarities. */
function Reading({ reading }: { reading: ComparisonReading }) {
  const headingId = useId();
  const differencesId = useId();
  const similaritiesId = useId();
  return (
    <Card as="section" padding="xl" aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading level={2} id={headingId}>
          {compareTexts.readingHeading}
        </Heading>
        <Stack gap="sm">
          <Heading level={3} size="md" id={differencesId}>
            {compareTexts.differencesHeading}
          </Heading>
          <Sentences aria-labelledby={differencesId}>
            {reading.differences.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </Sentences>
        </Stack>
        <Stack gap="sm">
          <Heading level={3} size="md" id={similaritiesId}>
            {compareTexts.similaritiesHeading}
          </Heading>
          <Sentences aria-labelledby={similaritiesId}>
            {reading.similarities.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </Sentences>
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * /compare/:userId: my trait chart beside a connection's, and what stands out between them. When either of us has
 * a full result, each is read against their own group (a short version in words, never as percentiles). The
 * server answers only when each of us shares our Personal Map with the other; otherwise its reason shows, with
 * the way back.
 */
export const CompareScreen = observer(function CompareScreen() {
  const { traits } = useStores();
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();

  useEntry(() => traits.enterCompare(userId), userId);

  // Back where the person came from (a connection's row, the library's tab); to the connections when opened directly.
  const back = () => {
    if (location.key === 'default') navigate(paths.connections);
    else navigate(-1);
  };

  const comparison = traits.comparisonWith(userId);
  const error = traits.compareUserId === userId ? traits.compareRequest.error : null;
  const them = comparison ? `${comparison.them.firstName} ${comparison.them.lastName}`.trim() : '';
  const mine = comparison ? withScores(comparison.me) : null;
  const theirs = comparison ? withScores(comparison.them) : null;
  const hasResult = (profile: TraitProfile) => Boolean(profile.full || profile.scores);
  const iHave = comparison ? hasResult(comparison.me) : false;
  const theyHave = comparison ? hasResult(comparison.them) : false;
  const anyFull = Boolean(comparison?.me.full || comparison?.them.full);
  const fullMine = comparison ? withPercentiles(comparison.me) : null;
  const fullTheirs = comparison ? withPercentiles(comparison.them) : null;
  const bothFull = fullMine && fullTheirs ? ([fullMine, fullTheirs] as const) : null;

  return (
    <Page
      title={compareTexts.heading}
      subtitle={comparison ? compareTexts.subtitle(them) : undefined}
      actions={
        <Button variant="secondary" onClick={back}>
          {compareTexts.back}
        </Button>
      }
    >
      {comparison ? (
        <>
          <Charts>
            <Card padding="xl">
              <TraitProfileChart
                title={traitTexts.yourTraits}
                profile={comparison.me}
                emptyText={traitTexts.yourTraitsEmpty}
              />
            </Card>
            <Card padding="xl">
              <TraitProfileChart
                title={traitTexts.theirTraits(comparison.them.firstName)}
                profile={comparison.them}
                emptyText={traitTexts.theirTraitsEmpty(comparison.them.firstName)}
                marker="second"
              />
            </Card>
          </Charts>
          {anyFull && iHave && theyHave ? (
            <>
              <Standing
                people={[
                  { name: circleTexts.you, profile: comparison.me },
                  { name: comparison.them.firstName, profile: comparison.them },
                ]}
              />
              {bothFull ? <Reading reading={readFullComparison(bothFull[0], bothFull[1])} /> : null}
            </>
          ) : mine && theirs ? (
            <Reading reading={readComparison(mine, theirs)} />
          ) : (
            <Alert tone="info">
              {iHave ? compareTexts.noScoresTheirs(comparison.them.firstName) : compareTexts.noScoresMine}
            </Alert>
          )}
        </>
      ) : error ? (
        <Alert tone="critical">{error}</Alert>
      ) : (
        <Card padding="xl">
          <Text role="status">{compareTexts.loading}</Text>
        </Card>
      )}
    </Page>
  );
});
