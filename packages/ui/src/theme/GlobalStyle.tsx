import { useLayoutEffect, useRef } from 'react';
import { createGlobalStyle, css } from 'styled-components';
import { vars, type TokenOverrides } from '../tokens';
import { customProperties } from '../tokens/vars';
import { moreContrast, resolveTheme, type ThemeChoice, type ThemeName, type ThemeOverrides } from '../tokens/themes';

export interface GlobalStyleProps {
  /** The theme: 'light' (default), 'dark', 'system' (the device's choice), or overrides merged over light. */
  $theme?: ThemeChoice | ThemeOverrides;
  /** The selector the tokens and the base style apply under (default ':root', the whole document). */
  $scope?: string;
  /** false: only the tokens and `color-scheme`, no base style (default true). */
  $globalStyles?: boolean;
  /** Turns every animation and transition off under the scope. */
  $reducedMotion?: boolean;
}

/**
 * Under a scope the rules match the scope's element and what is inside it only, wrapped in
 * `:where()` so they weigh what the document-wide rules weigh (`a`, `:focus-visible`) and every
 * component's own rule still wins. At ':root' they are the document-wide rules themselves.
 */
const selectors = (scope: string) => {
  const root = scope === ':root';
  const inside = (list: string) => (root ? list : `:where(${scope}) ${list.includes(',') ? `:is(${list})` : list}`);
  const everything = root
    ? '*, *::before, *::after'
    : ['', '::before', '::after'].map((pseudo) => `:where(${scope}, ${scope} *)${pseudo}`).join(', ');
  return { root, inside, everything, base: root ? 'body' : `:where(${scope})` };
};

const baseStyle = (scope: string) => {
  const { root, inside, everything, base } = selectors(scope);
  return css`
    ${everything} {
      box-sizing: border-box;
    }
    ${root && 'html { -webkit-text-size-adjust: 100%; }'}
    ${base} {
      ${root && 'margin: 0;'}
      font-family: ${vars.font.family};
      font-size: ${vars.font.sizeMd};
      line-height: ${vars.font.lineHeightNormal};
      color: ${vars.color.text};
      background: ${vars.color.background};
    }
    /* Form controls take the document's font (Inter) instead of the browser's system font. */
    ${inside('button, input, select, textarea')} {
      font: inherit;
    }
    ${inside('a')} {
      color: ${vars.color.link};
    }
    ${inside(':focus-visible')} {
      outline: 3px solid ${vars.color.focus};
      outline-offset: 2px;
    }
    @media (prefers-reduced-motion: reduce) {
      ${everything} {
        animation-duration: 0.01ms !important;
        transition-duration: 0.01ms !important;
      }
    }
  `;
};

/**
 * A token set as declarations, written as stylis writes them (`--name:value;`, no space after a comma outside
 * parentheses). A value never holds '<' in CSS: one would end the style element early, so it is escaped.
 */
const declarations = (set: TokenOverrides): string =>
  customProperties(set)
    .map(([property, value]) => `${property}:${value.replace(/,\s+(?![^(]*\))/g, ',').replace(/</g, '\\3c ')};`)
    .join('');

/** A built-in theme's tokens under the scope, and its higher-contrast pairs under `prefers-contrast: more`. */
const builtIn = (scope: string, name: ThemeName, media = ''): string => {
  const { values } = resolveTheme(name);
  const contrast = `(prefers-contrast: more)${media ? ` and ${media}` : ''}`;
  const declared = `${scope}{color-scheme:${name};${declarations(values)}}`;
  return (
    (media ? `@media ${media}{${declared}}` : declared) +
    `@media ${contrast}{${scope}{${declarations({ color: moreContrast[name] })}}}`
  );
};

const themeCss = (theme: ThemeChoice | ThemeOverrides, scope: string): string => {
  if (theme === 'system') return builtIn(scope, 'light') + builtIn(scope, 'dark', '(prefers-color-scheme: dark)');
  if (theme === 'light' || theme === 'dark') return builtIn(scope, theme);
  // A product's own colours: declared as given (which pairs could go further is the product's to say).
  const { scheme, values } = resolveTheme(theme);
  return `${scope}{color-scheme:${scheme};${declarations(values)}}`;
};

const written = new Map<string, string>();
/** The theme's tokens under the scope as CSS, made once per theme and scope. */
export function tokenCss(theme: ThemeChoice | ThemeOverrides = 'light', scope = ':root'): string {
  const key = `${scope}\n${typeof theme === 'string' ? theme : JSON.stringify(theme)}`;
  let text = written.get(key);
  if (text === undefined) {
    text = themeCss(theme, scope);
    if (written.size >= 32) written.clear();
    written.set(key, text);
  }
  return text;
}

const BaseStyle = createGlobalStyle<Omit<GlobalStyleProps, '$theme'>>`
  ${({ $scope = ':root', $globalStyles = true }) => $globalStyles && baseStyle($scope)}
  ${({ $scope = ':root', $reducedMotion }) =>
    $reducedMotion &&
    css`
      ${selectors($scope).everything} {
        animation: none !important;
        transition: none !important;
      }
    `}
`;

/**
 * Declares every token as a CSS custom property under the scope, with the theme's `color-scheme`,
 * and (unless `$globalStyles` is false) sets the base style there: on `body` and every element at
 * ':root', on the scope's element and what is inside it otherwise.
 * Fonts are not loaded here (the package has no side effects): import `@fontsource/inter`
 * (400, 500, 700) in the consuming app.
 *
 * The tokens are a style element of their own, written once per theme and scope: styled-components runs a global
 * style's whole text through its CSS parser on every mount, in the commit, even over styles a server drew, and the
 * tokens are about 6 of its 8 KB (the app's /login at 1x, profiled: the global style's work 11.8 ms before, 2.8
 * after). The base style stays a styled-components global style, ahead of every component's rules.
 */
export function GlobalStyle({ $theme, $scope = ':root', $globalStyles = true, $reducedMotion }: GlobalStyleProps) {
  const text = tokenCss($theme, $scope);
  const element = useRef<HTMLStyleElement>(null);
  // A page a server drew for another theme (a prerendered page is drawn in 'system') keeps the server's text when it
  // is taken over: React does not compare an element's inner HTML then. It is put right before the paint.
  useLayoutEffect(() => {
    if (element.current && element.current.textContent !== text) element.current.textContent = text;
  }, [text]);
  return (
    <>
      <style ref={element} data-insight-tokens="" dangerouslySetInnerHTML={{ __html: text }} />
      <BaseStyle $scope={$scope} $globalStyles={$globalStyles} $reducedMotion={$reducedMotion} />
    </>
  );
}
