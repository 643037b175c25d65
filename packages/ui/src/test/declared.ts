import { cssVarName } from '../tokens';

/** How a component's rule reads a token: `var(--insight-…)`. */
export const token = (group: string, name: string): string => `var(${cssVarName(group, name)})`;

/**
 * What the component's own rule declares for a property. happy-dom does not resolve var(), so the
 * computed style cannot say which token a declaration reads; the rule text can.
 */
export const declared = (element: Element, property: string): string => {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]) as CSSStyleRule[];
  const own = rules.filter((rule) => [...element.classList].some((name) => rule.selectorText === `.${name}`));
  return own.map((rule) => rule.style.getPropertyValue(property)).find(Boolean) ?? '';
};
