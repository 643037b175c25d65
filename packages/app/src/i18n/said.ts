/**
 * A text the server wrote, in the page's language: the server answers a refusal with @insight/api's English message
 * (its words are the contract's), and the app shows it. When another language is laid over the app's texts
 * (overlay.ts), each English message that has a translation is known here, so a refusal reads as the app's own
 * words do. A text that is not one of them (a name, a number in it) is shown as the server wrote it.
 */
let translations: ReadonlyMap<string, string> = new Map();

/** The page's words for an English text, or the text itself. */
export const inPageLanguage = (text: string): string => translations.get(text) ?? text;

/** Known translations of English texts (overlay.ts keeps them up to date; empty in English). */
export function knowTranslations(known: ReadonlyMap<string, string>): void {
  translations = known;
}
