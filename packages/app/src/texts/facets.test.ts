import { NEO_AGE_BANDS, NEO_DOMAINS, NEO_FACETS, NEO_LEVELS, NEO_SEXES, type NeoGroup } from '@insight/api';
import { describe, expect, it } from 'vitest';
import { domainWords, facetWords, groupWords, normsTexts } from './facets';

const LEVEL_MIN = 90;
const LEVEL_MAX = 220;

/** Every text shown beside a level: the five domains' and the thirty facets' low, average and high. */
const levelTexts = (): { where: string; text: string }[] =>
  NEO_DOMAINS.flatMap((domain) => [
    ...NEO_LEVELS.map((level) => ({ where: `${domain}.${level}`, text: domainWords[domain][level] })),
    ...NEO_FACETS[domain].flatMap((facet) =>
      NEO_LEVELS.map((level) => ({
        where: `${domain}.${facet}.${level}`,
        text: (facetWords[domain] as Record<string, Record<(typeof NEO_LEVELS)[number], string>>)[facet]![level],
      })),
    ),
  ]);

describe('the words of the traits and facets', () => {
  it('names the five domains and their thirty facets by their plain English names, in NEO_FACETS order', () => {
    expect(NEO_DOMAINS.map((domain) => domainWords[domain].name)).toEqual([
      'Neuroticism',
      'Extraversion',
      'Openness to Experience',
      'Agreeableness',
      'Conscientiousness',
    ]);
    expect(
      NEO_DOMAINS.map((domain) =>
        NEO_FACETS[domain].map((facet) => (facetWords[domain] as Record<string, { name: string }>)[facet]!.name),
      ),
    ).toEqual([
      ['Anxiety', 'Anger', 'Depression', 'Self-Consciousness', 'Immoderation', 'Vulnerability'],
      ['Friendliness', 'Gregariousness', 'Assertiveness', 'Activity Level', 'Excitement-Seeking', 'Cheerfulness'],
      ['Imagination', 'Artistic Interests', 'Emotionality', 'Adventurousness', 'Intellect', 'Liberalism'],
      ['Trust', 'Morality', 'Altruism', 'Cooperation', 'Modesty', 'Sympathy'],
      ['Self-Efficacy', 'Orderliness', 'Dutifulness', 'Achievement-Striving', 'Self-Discipline', 'Cautiousness'],
    ]);
  });

  it('has no facet beyond NEO_FACETS', () => {
    for (const domain of NEO_DOMAINS) expect(Object.keys(facetWords[domain])).toEqual([...NEO_FACETS[domain]]);
    expect(Object.keys(domainWords)).toEqual([...NEO_DOMAINS]);
  });

  it(`gives every level text ${LEVEL_MIN}–${LEVEL_MAX} characters, in the second person, ending with a full stop`, () => {
    const texts = levelTexts();
    expect(texts).toHaveLength(90 + 15);
    for (const { where, text } of texts) {
      expect(text.length, `${where}: ${text.length} characters`).toBeGreaterThanOrEqual(LEVEL_MIN);
      expect(text.length, `${where}: ${text.length} characters`).toBeLessThanOrEqual(LEVEL_MAX);
      expect(text, where).toMatch(/\.$/);
      expect(text, where).toMatch(/\b(you|your|yours)\b/i);
    }
  });

  it('has 105 distinct level texts', () => {
    const texts = levelTexts().map(({ text }) => text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('never says "normal" or "disorder"', () => {
    const all = [
      ...levelTexts().map(({ text }) => text),
      ...NEO_DOMAINS.map((domain) => domainWords[domain].summary),
      normsTexts.source,
    ];
    for (const text of all) expect(text).not.toMatch(/normal|disorder/i);
  });

  it("says in each of Depression's texts that it is about moods, not an illness", () => {
    for (const level of NEO_LEVELS) expect(facetWords.neuroticism.depression[level]).toMatch(/moods?, not an illness/);
  });

  it('sums up each domain in one sentence', () => {
    for (const domain of NEO_DOMAINS) {
      const { summary } = domainWords[domain];
      expect(summary, domain).toMatch(/^[A-Z][^.]*\.$/);
    }
  });

  it("names Johnson's (2014) IPIP-NEO-120 norms in one sentence", () => {
    expect(normsTexts.source).toMatch(/^[A-Z][^.]*\.$/);
    expect(normsTexts.source).toContain("Johnson's (2014)");
    expect(normsTexts.source).toContain('IPIP-NEO-120');
    expect(normsTexts.source).toContain('English-language internet samples');
    expect(normsTexts.source).toContain('by sex and age band');
  });

  it('puts each of the 12 groups in words', () => {
    const words = (sex: NeoGroup['sex']) =>
      Object.fromEntries(NEO_AGE_BANDS.map((ageBand) => [ageBand, groupWords({ sex, ageBand })]));
    expect(Object.fromEntries(NEO_SEXES.map((sex) => [sex, words(sex)]))).toEqual({
      female: {
        under21: 'women under 21',
        '21-40': 'women aged 21–40',
        '41-60': 'women aged 41–60',
        over60: 'women over 60',
      },
      male: { under21: 'men under 21', '21-40': 'men aged 21–40', '41-60': 'men aged 41–60', over60: 'men over 60' },
      unspecified: {
        under21: 'people under 21',
        '21-40': 'people aged 21–40',
        '41-60': 'people aged 41–60',
        over60: 'people over 60',
      },
    });
  });
});
