/**
 * The app's words in another language (issue 38), laid over the English ones where they live.
 *
 * English is the code: the text modules (texts/*.ts) and @insight/api's messages hold SPEC's texts word for word,
 * as strings and as functions of their placeholders, and cost the first load nothing to format. Every other
 * language is a catalogue (packages/app/src/i18n/lang/<language>.json) of ICU MessageFormat messages, one per text, keyed by
 * the text's path in `catalogueSources` ('screen.startHere', 'header.cartQuantity', 'facet.neuroticism.anxiety.low').
 * A function's placeholders are its arguments by position: `{0}`, `{1}` (ICU's numbered arguments), so a message
 * can pluralise on a count ('{0, plural, one {# Artikel} other {# Artikel}}') without the English code changing.
 *
 * `applyCatalogue` replaces each text in its object by the translation (the objects are the ones every screen
 * imports, so every screen reads the language without knowing it); `restoreEnglish` puts English back. The app
 * applies a catalogue once, before its first render (main.tsx, i18n/load.ts); a change of language loads the page
 * again.
 */

/** A text module's object: strings, functions of the placeholders, and objects or arrays of them. */
export type TextTree = { [key: string]: unknown } | readonly unknown[];

/** A text of the English catalogue: its ICU message (a function's arguments as {0}, {1}) and how many it takes. */
export interface EnglishText {
  message: string;
  /** The function's placeholders, by position; 0 for a plain string. */
  arity: number;
  kind: 'string' | 'function';
}

/** The most placeholders a text function takes. */
const MAX_ARITY = 6;
/** What a placeholder is probed with: a marker no English text holds (two characters of Unicode's private use area). */
const probe = (index: number): string => `\uE000${index}\uE001`;
const PROBE_PATTERN = /\uE000(\d)\uE001/g;

/** ICU MessageFormat quotes a `{`, `}` and a `'` next to them: English text made a literal message. */
function icuLiteral(text: string): string {
  return text.replace(/'?([{}])'?/g, "'$1'");
}

/** Every text under `sources`, keyed by its dotted path. */
export function walkTexts(
  sources: Record<string, TextTree>,
  visit: (key: string, value: string | ((...args: never[]) => unknown), holder: TextTree, slot: string) => void,
): void {
  const walk = (node: TextTree, prefix: string): void => {
    for (const [slot, value] of Object.entries(node)) {
      const key = `${prefix}.${slot}`;
      if (typeof value === 'string' || typeof value === 'function') {
        visit(key, value as string | ((...args: never[]) => unknown), node, slot);
      } else if (value && typeof value === 'object') walk(value as TextTree, key);
    }
  };
  for (const [name, tree] of Object.entries(sources)) walk(tree, name);
}

/**
 * The English catalogue the code holds: each string as a literal message, each function called with markers in
 * place of its arguments (a function whose words depend on a count shows its plural form here: its translation
 * chooses with ICU's plural). A function that does not answer a string is an error: it has no place here.
 */
export function englishCatalogue(sources: Record<string, TextTree>): Record<string, EnglishText> {
  const catalogue: Record<string, EnglishText> = {};
  const refused: string[] = [];
  walkTexts(sources, (key, value) => {
    if (typeof value === 'string') {
      catalogue[key] = { message: icuLiteral(value), arity: 0, kind: 'string' };
      return;
    }
    const probes = Array.from({ length: MAX_ARITY }, (_, index) => probe(index));
    let said: unknown;
    try {
      said = (value as (...args: string[]) => unknown)(...probes);
    } catch (error) {
      refused.push(`${key} does not take its placeholders as texts (${String(error)})`);
      return;
    }
    if (typeof said !== 'string') {
      refused.push(`${key} does not answer a text`);
      return;
    }
    let arity = 0;
    const message = icuLiteral(said).replace(PROBE_PATTERN, (_, index: string) => {
      arity = Math.max(arity, Number(index) + 1);
      return `{${index}}`;
    });
    catalogue[key] = { message, arity: Math.max(arity, value.length), kind: 'function' };
  });
  if (refused.length > 0) throw new Error(`These texts cannot be translated:\n${refused.join('\n')}`);
  return catalogue;
}

/** Formats a translated message with a function's arguments (ICU's numbered placeholders). */
export type FormatMessage = (message: string, values: Record<string, unknown>) => string;

import { knowTranslations, type SaidPattern } from './said';

/** The fewest letters of its own a text function's English needs to be read back (a bare '{0}' would match anything). */
const MIN_PATTERN_LETTERS = 6;

/**
 * The English a text function answers, as a pattern its placeholders can be read back from: null for one whose
 * English does not show every placeholder once, or has too few words of its own to be told apart.
 */
function patternOf(englishOf: (...args: string[]) => unknown, say: SaidPattern['say']): SaidPattern | null {
  let said: unknown;
  try {
    said = englishOf(...Array.from({ length: MAX_ARITY }, (_, index) => probe(index)));
  } catch {
    return null;
  }
  if (typeof said !== 'string') return null;
  const order: number[] = [];
  // split() with the probe's group: the English's own words at the even places, the probes' positions between.
  const literals = said.split(PROBE_PATTERN).filter((_, index) => index % 2 === 0);
  for (const found of said.matchAll(PROBE_PATTERN)) order.push(Number(found[1]));
  if (order.length === 0 || new Set(order).size !== order.length) return null;
  if (literals.join('').replace(/[^\p{L}]/gu, '').length < MIN_PATTERN_LETTERS) return null;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { english: new RegExp(`^${literals.map(escape).join('([\\s\\S]+?)')}$`), order, say };
}

/** The English each replaced text had, to put back (restoreEnglish). */
const english = new WeakMap<object, Map<string, unknown>>();

/**
 * Lays `messages` (one language's catalogue) over the texts of `sources`. A text the catalogue does not hold keeps
 * its English (the catalogue check in npm test keeps every language complete). Answers the keys it replaced.
 */
export function applyCatalogue(
  sources: Record<string, TextTree>,
  messages: Record<string, string>,
  format: FormatMessage,
): string[] {
  restoreEnglish(sources);
  const replaced: string[] = [];
  const known = new Map<string, string>();
  const functions: SaidPattern[] = [];
  walkTexts(sources, (key, value, holder, slot) => {
    const message = messages[key];
    if (message === undefined) return;
    const kept = english.get(holder) ?? new Map<string, unknown>();
    english.set(holder, kept);
    kept.set(slot, value);
    const translated =
      typeof value === 'string'
        ? format(message, {})
        : (...args: unknown[]): string => format(message, Object.fromEntries(args.map((arg, index) => [index, arg])));
    (holder as Record<string, unknown>)[slot] = translated;
    if (typeof translated === 'string') known.set(value as string, translated);
    else {
      const pattern = patternOf(value as (...args: string[]) => unknown, translated);
      if (pattern) functions.push(pattern);
    }
    replaced.push(key);
  });
  // A server's refusal is one of these English texts: the app shows it in the page's language (said.ts).
  knowTranslations(known, functions);
  return replaced;
}

/** Puts back the English of every text `applyCatalogue` replaced under `sources`. */
export function restoreEnglish(sources: Record<string, TextTree>): void {
  const restore = (node: TextTree): void => {
    const kept = english.get(node);
    if (kept) {
      for (const [slot, value] of kept) (node as Record<string, unknown>)[slot] = value;
      english.delete(node);
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') restore(value as TextTree);
  };
  for (const tree of Object.values(sources)) restore(tree);
  knowTranslations(new Map());
}
