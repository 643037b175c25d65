import { createGlobalStyle, css } from 'styled-components';
import { toCssVariables, vars } from '../tokens';
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
 * Declares every token as a CSS custom property under the scope, with the theme's `color-scheme`,
 * and (unless `$globalStyles` is false) sets the base style there: on `body` and every element at
 * ':root', on the scope's element and what is inside it otherwise.
 * Fonts are not loaded here (the package has no side effects): import `@fontsource/inter`
 * (400, 500, 700) in the consuming app.
 */
/** A built-in theme's tokens under the scope, and its higher-contrast pairs under `prefers-contrast: more`. */
const builtIn = (scope: string, name: ThemeName, media = '') => {
  const { values } = resolveTheme(name);
  const contrast = `(prefers-contrast: more)${media ? ` and ${media}` : ''}`;
  const declared = css`
    ${scope} {
      color-scheme: ${name};
      ${toCssVariables(values)}
    }
  `;
  return css`
    ${
      media
        ? css`
            @media ${media} {
              ${declared}
            }
          `
        : declared
    }
    @media ${contrast} {
      ${scope} {
        ${toCssVariables({ color: moreContrast[name] })}
      }
    }
  `;
};

const themeStyle = (theme: ThemeChoice | ThemeOverrides = 'light', scope: string) => {
  if (theme === 'system') {
    return css`
      ${builtIn(scope, 'light')}
      ${builtIn(scope, 'dark', '(prefers-color-scheme: dark)')}
    `;
  }
  if (theme === 'light' || theme === 'dark') return builtIn(scope, theme);
  // A product's own colours: declared as given (which pairs could go further is the product's to say).
  const { scheme, values } = resolveTheme(theme);
  return css`
    ${scope} {
      color-scheme: ${scheme};
      ${toCssVariables(values)}
    }
  `;
};

export const GlobalStyle = createGlobalStyle<GlobalStyleProps>`
  ${({ $theme, $scope = ':root' }) => themeStyle($theme, $scope)}
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
