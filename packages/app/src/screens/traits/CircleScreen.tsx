import {
  CIRCLE_MAX_PEOPLE,
  NEO_DOMAINS,
  NEO_PERCENTILE_MAX,
  NEO_PERCENTILE_MIN,
  TRAIT_KEYS,
  TRAIT_SCORE_MAX,
  TRAIT_SCORE_MIN,
  type TraitCircle,
} from '@insight/api';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Fieldset,
  Heading,
  Link,
  Page,
  Stack,
  Text,
  TraitChart,
  vars,
  type TraitChartTrait,
} from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useId, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { GuidePrintStyle, printMarks } from '../../layout/print';
import { circlePath, paths } from '../../routes/paths';
import { useEntry } from '../../routes/outcomeRouting';
import { HrefLink } from '../../routes/RouterLink';
import { useStores } from '../../stores/StoreContext';
import { circleTexts as t, listOf, traitTexts } from '../../texts';
import { insightTexts } from '../../texts/insight';
import { readCircle, type CirclePerson } from './circleReading';
import { domainWords } from '../../texts/facets';
import { formatScore } from './reading';
import { Standing } from './Standing';

const traits: TraitChartTrait[] = TRAIT_KEYS.map((key) => ({ key, label: traitTexts.labels[key] }));
const domains: TraitChartTrait[] = NEO_DOMAINS.map((key) => ({ key, label: domainWords[key].name }));

const People = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${vars.space.sm} ${vars.space.lg};
`;

/** A narrow screen scrolls the table sideways inside its own region (keyboard-focusable), never the page. */
const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: start;
    padding: ${vars.space.sm} ${vars.space.md} ${vars.space.sm} 0;
    border-block-end: 1px solid ${vars.color.border};
    vertical-align: top;
  }
`;

/** The ids of `?with=`, as chosen: whole numbers, no repeats, at most CIRCLE_MAX_PEOPLE. */
function chosenIds(value: string | null): string[] {
  const ids = (value ?? '').split(',').filter((id) => /^[1-9]\d{0,8}$/.test(id));
  return [...new Set(ids)].slice(0, CIRCLE_MAX_PEOPLE);
}

/** The chart, the spread per trait and the written reading of a circle the server answered. */
function CircleView({ circle }: { circle: TraitCircle }) {
  const spreadId = useId();
  const everyone = [
    { name: t.you, profile: circle.me },
    ...circle.people.map((person) => ({ name: person.firstName, profile: person })),
  ];
  // Full results in percentiles (each against their own group); short versions on their raw chart, never mixed.
  const withFull = everyone.filter((person) => person.profile.full);
  const anyFull = withFull.length > 0;
  const people: CirclePerson[] = everyone
    .filter((person) => !person.profile.full)
    .map((person) => ({ name: person.name, scores: person.profile.scores }));
  const reading = readCircle(people);
  const showRaw = !anyFull || people.some((person) => person.scores);
  return (
    <Stack gap="xl">
      {anyFull ? (
        <Card padding="xl" {...printMarks.plain}>
          <TraitChart
            title={insightTexts.circlePercentiles}
            traits={domains}
            series={withFull.map((person) => ({
              name: person.name,
              values: Object.fromEntries(
                NEO_DOMAINS.map((key) => [key, person.profile.full?.result.domains[key].percentile]),
              ),
            }))}
            min={NEO_PERCENTILE_MIN}
            max={NEO_PERCENTILE_MAX}
            scaleLabels={insightTexts.percentileScale}
            emptyText={t.noScores}
            missingText={traitTexts.missing}
            traitHeading={traitTexts.traitHeading}
          />
        </Card>
      ) : null}
      {anyFull ? <Standing people={everyone} /> : null}
      {showRaw ? (
        <>
          <Card padding="xl" {...printMarks.plain}>
            <TraitChart
              title={anyFull ? insightTexts.shortVersion : t.chartTitle}
              traits={traits}
              series={people.map((person) => ({ name: person.name, values: person.scores ?? {} }))}
              min={TRAIT_SCORE_MIN}
              max={TRAIT_SCORE_MAX}
              scaleLabels={traitTexts.scaleLabels}
              emptyText={t.noScores}
              missingText={traitTexts.missing}
              traitHeading={traitTexts.traitHeading}
            />
          </Card>
          <Card as="section" padding="xl" aria-labelledby={spreadId} {...printMarks.plain}>
            <Stack gap="lg">
              <Heading level={2} id={spreadId}>
                {t.spreadHeading}
              </Heading>
              {reading.sentences.map((sentence) => (
                <Text key={sentence}>{sentence}</Text>
              ))}
              {reading.spreads.length > 0 ? (
                <TableScroll role="region" aria-label={t.spreadTable} tabIndex={0}>
                  <Table aria-labelledby={spreadId}>
                    <thead>
                      <tr>
                        <th scope="col">{t.spreadColumns.trait}</th>
                        <th scope="col">{t.spreadColumns.lowest}</th>
                        <th scope="col">{t.spreadColumns.highest}</th>
                        <th scope="col">{t.spreadColumns.spread}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {reading.spreads.map((row) => (
                        <tr key={row.key}>
                          <th scope="row">{row.label}</th>
                          <td>{t.scoreOf(formatScore(row.lowest), listOf(row.lowestNames))}</td>
                          <td>{t.scoreOf(formatScore(row.highest), listOf(row.highestNames))}</td>
                          <td>{formatScore(row.spread)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </TableScroll>
              ) : null}
            </Stack>
          </Card>
        </>
      ) : null}
    </Stack>
  );
}

/**
 * /circle: my five traits beside up to eight connections' on one chart, the spread per trait and a
 * short reading. Only connections who share their Personal Map both ways with me can be chosen (the server
 * checks the same rule on every read); `?with=` keeps the chosen people, so the address can be kept or shared
 * with oneself, and the view prints like a guide.
 */
export const CircleScreen = observer(function CircleScreen() {
  const { connections, traits: store } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const legendId = useId();
  const chosen = useMemo(() => chosenIds(params.get('with')), [params]);

  useEntry(() => connections.enterPeople());
  useEntry(() => store.enterCircle(chosen), chosen.join(','));

  const eligible = connections.entries.flatMap((entry) =>
    entry.kind === 'connection' && entry.canCompare ? [entry] : [],
  );
  const full = chosen.length >= CIRCLE_MAX_PEOPLE;
  const toggle = (userId: string, on: boolean) => {
    const next = on ? [...chosen, userId] : chosen.filter((id) => id !== userId);
    navigate(circlePath(next), { replace: true });
  };

  const circle = chosen.length > 0 ? store.circleOf(chosen) : null;
  const error = chosen.length > 0 && store.circleKey === chosen.join(',') ? store.circleRequest.error : null;

  return (
    <Page
      title={t.heading}
      subtitle={t.subtitle}
      actions={
        circle ? (
          <Button variant="secondary" onClick={() => window.print()} {...printMarks.hidden}>
            {t.print}
          </Button>
        ) : undefined
      }
    >
      <GuidePrintStyle />
      <Stack gap="xl">
        <Card padding="xl" {...printMarks.hidden}>
          {connections.loaded && eligible.length === 0 ? (
            <Stack gap="md">
              <Text>{t.noneEligible}</Text>
              <div>
                <Link as={HrefLink} href={paths.connections}>
                  {t.toConnections}
                </Link>
              </div>
            </Stack>
          ) : (
            <Fieldset legend={t.pickLegend} legendSize="lg" aria-describedby={legendId}>
              <Text id={legendId} tone="muted" role={full ? 'status' : undefined}>
                {full ? t.full(CIRCLE_MAX_PEOPLE) : t.pickHint(CIRCLE_MAX_PEOPLE)}
              </Text>
              <People>
                {eligible.map((entry) => {
                  const on = chosen.includes(entry.userId);
                  return (
                    <li key={entry.key}>
                      <Checkbox
                        label={`${entry.firstName} ${entry.lastName}`.trim()}
                        checked={on}
                        disabled={!on && full}
                        onChange={(event) => toggle(entry.userId, event.target.checked)}
                      />
                    </li>
                  );
                })}
              </People>
            </Fieldset>
          )}
        </Card>
        {chosen.length === 0 ? (
          <Text {...printMarks.hidden}>{t.pickSomeone}</Text>
        ) : circle ? (
          <CircleView circle={circle} />
        ) : error ? (
          <Alert tone="critical">{error}</Alert>
        ) : (
          <Text role="status">{t.loading}</Text>
        )}
      </Stack>
    </Page>
  );
});
