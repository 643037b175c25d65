/**
 * The root element of a page prerendered at build (scripts/build/prerender.mjs) carries the address it was drawn for
 * in this attribute; the app hydrates that HTML only at that address (main.tsx).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
