/**
 * A stand-in for packages/app/src/texts/facets.ts (written by the "facets" branch, same shape): the names and the
 * group's words are right, the level texts are placeholders. The screens read it through
 * screens/traits/neoWords.ts only; once texts/facets.ts is merged, that one line imports it instead and this file
 * goes.
 */
import { NEO_DOMAINS, NEO_FACETS, type NeoDomain, type NeoFacet, type NeoGroup } from '@insight/api';

export interface LevelTexts {
  low: string;
  average: string;
  high: string;
}
export interface DomainWords extends LevelTexts {
  name: string;
  summary: string;
}
export interface FacetWords extends LevelTexts {
  name: string;
}

const DOMAIN_NAMES: Record<NeoDomain, string> = {
  neuroticism: 'Neuroticism',
  extraversion: 'Extraversion',
  openness: 'Openness to Experience',
  agreeableness: 'Agreeableness',
  conscientiousness: 'Conscientiousness',
};

const FACET_NAMES: Record<string, string> = {
  anxiety: 'Anxiety',
  anger: 'Anger',
  depression: 'Depression',
  selfConsciousness: 'Self-Consciousness',
  immoderation: 'Immoderation',
  vulnerability: 'Vulnerability',
  friendliness: 'Friendliness',
  gregariousness: 'Gregariousness',
  assertiveness: 'Assertiveness',
  activityLevel: 'Activity Level',
  excitementSeeking: 'Excitement-Seeking',
  cheerfulness: 'Cheerfulness',
  imagination: 'Imagination',
  artisticInterests: 'Artistic Interests',
  emotionality: 'Emotionality',
  adventurousness: 'Adventurousness',
  intellect: 'Intellect',
  liberalism: 'Liberalism',
  trust: 'Trust',
  morality: 'Morality',
  altruism: 'Altruism',
  cooperation: 'Cooperation',
  modesty: 'Modesty',
  sympathy: 'Sympathy',
  selfEfficacy: 'Self-Efficacy',
  orderliness: 'Orderliness',
  dutifulness: 'Dutifulness',
  achievementStriving: 'Achievement-Striving',
  selfDiscipline: 'Self-Discipline',
  cautiousness: 'Cautiousness',
};

const levels = (name: string): LevelTexts => ({
  low: `Placeholder: what a low ${name} score is like.`,
  average: `Placeholder: what a middle ${name} score is like.`,
  high: `Placeholder: what a high ${name} score is like.`,
});

export const domainWords: Record<NeoDomain, DomainWords> = Object.fromEntries(
  NEO_DOMAINS.map((domain) => [
    domain,
    {
      name: DOMAIN_NAMES[domain],
      summary: `Placeholder: what ${DOMAIN_NAMES[domain]} is about.`,
      ...levels(DOMAIN_NAMES[domain]),
    },
  ]),
) as Record<NeoDomain, DomainWords>;

export const facetWords = Object.fromEntries(
  NEO_DOMAINS.map((domain) => [
    domain,
    Object.fromEntries(
      NEO_FACETS[domain].map((facet) => {
        const name = FACET_NAMES[facet] ?? facet;
        return [facet, { name, ...levels(name) }];
      }),
    ),
  ]),
) as { [D in NeoDomain]: Record<NeoFacet<D>, FacetWords> };

export const normsSource =
  'Placeholder: the comparison comes from Johnson’s (2014) published norms for the IPIP-NEO-120, by sex and age band.';

const SEX_WORDS = { female: 'women', male: 'men', unspecified: 'people' } as const;
const AGE_WORDS = { under21: 'under 21', '21-40': 'aged 21–40', '41-60': 'aged 41–60', over60: 'over 60' } as const;

export function groupWords(group: NeoGroup): string {
  return `${SEX_WORDS[group.sex]} ${AGE_WORDS[group.ageBand]}`;
}
