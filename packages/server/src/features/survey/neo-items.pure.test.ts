import { getInfo, getItems } from '@bigfive-org/questions';
import { describe, expect, it } from 'vitest';
import { domainIndexOfItem, facetOfItem as facetOf, JOHNSON_MINUS_ITEMS } from '../../test/neo-reference.js';
import { NEO_ITEMS, neoItems } from './neo-items.js';

const DOMAINS = ['neuroticism', 'extraversion', 'openness', 'agreeableness', 'conscientiousness'];
const domainOf = (i: number) => DOMAINS[domainIndexOfItem(i)];

describe('the IPIP-NEO-120 items of @bigfive-org/questions', () => {
  it('are 120, numbered 1 to 120 in administration order, each with its own id and a text', () => {
    expect(NEO_ITEMS.map((item) => item.number)).toEqual(Array.from({ length: 120 }, (_, k) => k + 1));
    expect(new Set(NEO_ITEMS.map((item) => item.id)).size).toBe(120);
    for (const item of NEO_ITEMS) expect(item.text.trim()).not.toBe('');
  });

  it('follow the rule of the administration order: domain N E O A C by (i − 1) mod 5, facet by (i − 1) mod 30', () => {
    const wrong = NEO_ITEMS.filter(
      (item) => item.domain !== domainOf(item.number) || item.facet !== facetOf(item.number),
    );
    expect(wrong.map((item) => item.number)).toEqual([]);
  });

  it('give each of the 30 facets 4 items and each of the 5 domains 24', () => {
    const count = (key: (item: (typeof NEO_ITEMS)[number]) => string) => {
      const counts = new Map<string, number>();
      for (const item of NEO_ITEMS) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
      return counts;
    };
    const perFacet = count((item) => `${item.domain} ${item.facet}`);
    expect(perFacet.size).toBe(30);
    expect([...perFacet.values()]).toEqual(Array(30).fill(4));
    const perFacetKey = count((item) => item.facetKey);
    expect(perFacetKey.size).toBe(30);
    expect([...perFacetKey.values()]).toEqual(Array(30).fill(4));
    const perDomain = count((item) => item.domain);
    expect(Object.fromEntries(perDomain)).toEqual({
      neuroticism: 24,
      extraversion: 24,
      openness: 24,
      agreeableness: 24,
      conscientiousness: 24,
    });
  });

  it("key the items as Johnson's form does: these 55 reversed, the other 65 as answered", () => {
    expect(NEO_ITEMS.filter((item) => item.key === '-').map((item) => item.number)).toEqual(JOHNSON_MINUS_ITEMS);
    expect(NEO_ITEMS.filter((item) => item.key === '+')).toHaveLength(65);
  });

  it('name the facet of each item by its domain and number (Johnson order)', () => {
    expect(NEO_ITEMS[0]).toMatchObject({ number: 1, domain: 'neuroticism', facet: 1, facetKey: 'anxiety', key: '+' });
    expect(NEO_ITEMS[29]).toMatchObject({
      number: 30,
      domain: 'conscientiousness',
      facet: 6,
      facetKey: 'cautiousness',
      key: '-',
    });
    expect(NEO_ITEMS[117]).toMatchObject({
      number: 118,
      domain: 'openness',
      facet: 6,
      facetKey: 'liberalism',
      key: '-',
    });
  });

  it('are the same items, domains, facets and keys in every language the package lists', () => {
    const key = (items: readonly (typeof NEO_ITEMS)[number][]) =>
      items.map((item) => `${item.id} ${item.domain} ${item.facet} ${item.key}`);
    const languages = getInfo().languages.map((l) => l.id);
    expect(languages.length).toBeGreaterThan(30);
    for (const language of languages) expect(key(neoItems(language)), language).toEqual(key(NEO_ITEMS));
  });

  it("are our own copies: the package's getItems, which writes into its shared objects, does not reach them", () => {
    const before = JSON.stringify(NEO_ITEMS);
    getItems('en');
    expect(JSON.stringify(neoItems('en'))).toBe(before);
    expect(Object.isFrozen(NEO_ITEMS) && Object.isFrozen(NEO_ITEMS[0])).toBe(true);
  });

  it('read only a language the package lists', () => {
    expect(() => neoItems('../../../package')).toThrow("@bigfive-org/questions has no language '../../../package'");
    expect(() => neoItems('xx')).toThrow("@bigfive-org/questions has no language 'xx'");
  });
});
