/**
 * The 120 items of the IPIP-NEO-120 (Johnson, 2014; public-domain items, ipip.ori.org) in the standard
 * administration order, as the npm package @bigfive-org/questions (MIT) holds them: each item's domain, facet
 * (1–6) and keying. The texts stay in the package; nothing of it is copied here.
 *
 * Only `getQuestions` is used: the package's `getItems` writes `num` and `choices` into the objects its module
 * cache shares, and its declared types promise fields `getQuestions` does not give (`num`, `choices`), so each
 * item is checked here and copied into an object of our own.
 */
import { getInfo, getQuestions } from '@bigfive-org/questions';
import { NEO_FACETS, NEO_ITEM_COUNT, type NeoDomain, type NeoFacet } from '@insight/api';
import { assert, enums, integer, size, string, type } from 'superstruct';

export type NeoKey = '+' | '-';
export type NeoFacetNumber = 1 | 2 | 3 | 4 | 5 | 6;

export interface NeoItem {
  /** 1–120, the administration order. */
  number: number;
  /** The package's id of the item (the same in every language). */
  id: string;
  text: string;
  domain: NeoDomain;
  /** 1–6: the facet's place in its domain (Johnson's order, NEO_FACETS). */
  facet: NeoFacetNumber;
  facetKey: NeoFacet;
  /** '+': the answer counts as given; '-': it counts 6 − answer. */
  key: NeoKey;
}

/** The package's domain letters. */
const DOMAIN_OF_LETTER: Record<string, NeoDomain> = {
  N: 'neuroticism',
  E: 'extraversion',
  O: 'openness',
  A: 'agreeableness',
  C: 'conscientiousness',
};

/** One item as the package holds it (what we read of it). */
const PackageItem = type({
  id: size(string(), 1, 100),
  text: size(string(), 1, 500),
  keyed: enums(['plus', 'minus']),
  domain: enums(['N', 'E', 'O', 'A', 'C']),
  facet: size(integer(), 1, 6),
});

/**
 * The items of one language of the package, checked and copied. Only a language the package lists is read (it
 * builds a file path from the name).
 */
export function neoItems(language = 'en'): readonly NeoItem[] {
  if (!getInfo().languages.some((l) => l.id === language)) {
    throw new Error(`@bigfive-org/questions has no language '${language}'`);
  }
  const questions: unknown = getQuestions(language);
  if (!Array.isArray(questions) || questions.length !== NEO_ITEM_COUNT) {
    throw new Error(`@bigfive-org/questions: expected ${NEO_ITEM_COUNT} items in '${language}'`);
  }
  return Object.freeze(
    questions.map((question: unknown, k): NeoItem => {
      assert(question, PackageItem, `@bigfive-org/questions: item ${k + 1} of '${language}' is not as expected`);
      const domain = DOMAIN_OF_LETTER[question.domain] as NeoDomain;
      const facet = question.facet as NeoFacetNumber;
      return Object.freeze({
        number: k + 1,
        id: question.id,
        text: question.text,
        domain,
        facet,
        facetKey: NEO_FACETS[domain][facet - 1] as NeoFacet,
        key: question.keyed === 'plus' ? '+' : '-',
      });
    }),
  );
}

/** The 120 English items in administration order. */
export const NEO_ITEMS: readonly NeoItem[] = neoItems('en');
