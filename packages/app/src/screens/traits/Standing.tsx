import { NEO_DOMAINS, TRAIT_KEYS, type TraitProfile } from '@insight/api';
import { Card, Heading, Stack, Text, vars } from '@insight/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { printMarks } from '../../layout/print';
import { traitTexts } from '../../texts';
import { formatShare, insightTexts, shortBandOf } from '../../texts/insight';
import { domainWords, groupWords } from '../../texts/facets';

/** A list of sentences (where a person stands, trait by trait): the Personal Map's and the comparisons'. */
export const Sentences = styled.ul`
  margin: 0;
  padding-inline-start: ${vars.space.xl};
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
`;

/** One person of a comparison or a circle, by the name the view calls them. */
export interface StandingPerson {
  name: string;
  profile: TraitProfile;
}

/**
 * The sentences of one person: a full result's five percentiles against the person's own group ('Agreeableness:
 * higher than 2% of women aged 21–40'); a short version's raw sums in words ('Agreeableness: low (18 of 10–50)'),
 * said to be no percentiles. Null for someone without a finished questionnaire.
 */
export function standingOf(person: StandingPerson): { heading: string; note?: string; sentences: string[] } | null {
  const { full, scores } = person.profile;
  if (full) {
    const group = groupWords(full.result.group);
    return {
      heading: insightTexts.personGroup(person.name, group),
      sentences: NEO_DOMAINS.map((domain) =>
        insightTexts.higherThan(domainWords[domain].name, formatShare(full.result.domains[domain].percentile), group),
      ),
    };
  }
  if (scores) {
    return {
      heading: insightTexts.shortPersonHeading(person.name),
      note: insightTexts.shortOnly(person.name),
      sentences: TRAIT_KEYS.map((key) =>
        insightTexts.shortBand(traitTexts.labels[key], insightTexts.bands[shortBandOf(scores[key])], scores[key]),
      ),
    };
  }
  return null;
}

/** Where each person stands, each against their own group; a short version in words, never as percentiles. */
export function Standing({ people }: { people: readonly StandingPerson[] }) {
  const headingId = useId();
  const standings = people.flatMap((person) => {
    const standing = standingOf(person);
    return standing ? [{ key: person.profile.userId, ...standing }] : [];
  });
  if (standings.length === 0) return null;
  return (
    <Card as="section" padding="xl" aria-labelledby={headingId} {...printMarks.plain}>
      <Stack gap="lg">
        <Heading level={2} id={headingId}>
          {insightTexts.percentilesHeading}
        </Heading>
        <Text tone="muted">{insightTexts.againstOwnGroup}</Text>
        {standings.map((standing) => (
          <Stack key={standing.key} gap="sm" data-person={standing.key}>
            <Heading level={3} size="md">
              {standing.heading}
            </Heading>
            {standing.note ? <Text>{standing.note}</Text> : null}
            <Sentences aria-label={standing.heading}>
              {standing.sentences.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </Sentences>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
