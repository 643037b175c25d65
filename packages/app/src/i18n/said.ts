/**
 * A text the server wrote, in the page's language: the server answers a refusal with @insight/api's English message
 * (its words are the contract's), and the app shows it. When another language is laid over the app's texts
 * (overlay.ts), each English message that has a translation is known here, so a refusal reads as the app's own
 * words do: a fixed text by its words, a text with placeholders ('Token is required', 'We sent a link to …') by its
 * English form, its placeholders read back out of it and given to the translation. A text that is none of them is
 * shown as the server wrote it.
 */

/** A translated text function, and the English it answers: its words, its placeholders' places in them. */
export interface SaidPattern {
  /** The English with each placeholder as a group, anchored at both ends. */
  english: RegExp;
  /** The placeholders' positions (the function's arguments), in the order their groups come in the English. */
  order: readonly number[];
  /** The translated function: its arguments by position. */
  say: (...args: string[]) => unknown;
}

let translations: ReadonlyMap<string, string> = new Map();
let patterns: readonly SaidPattern[] = [];

/** The page's words for an English text, or the text itself. */
export function inPageLanguage(text: string): string {
  const known = translations.get(text);
  if (known !== undefined) return known;
  for (const { english, order, say } of patterns) {
    const found = english.exec(text);
    if (!found) continue;
    const args: string[] = [];
    order.forEach((position, group) => {
      args[position] = found[group + 1] ?? '';
    });
    const said = say(...args);
    if (typeof said === 'string') return said;
  }
  return text;
}

/** Known translations of English texts and text functions (overlay.ts keeps them up to date; empty in English). */
export function knowTranslations(known: ReadonlyMap<string, string>, functions: readonly SaidPattern[] = []): void {
  translations = known;
  patterns = functions;
}
