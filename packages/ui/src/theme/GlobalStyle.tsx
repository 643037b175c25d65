import { createGlobalStyle, css } from 'styled-components';
import { toCssVariables, vars } from '../tokens';

/**
 * Declares every token as a CSS custom property and sets the base document style.
 * Fonts are not loaded here (the package has no side effects): import `@fontsource/inter`
 * (400, 500, 700) in the consuming app.
 */
export const GlobalStyle = createGlobalStyle<{ $reducedMotion?: boolean }>`
  :root {
    ${toCssVariables()}
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${vars.font.family};
    font-size: ${vars.font.sizeMd};
    line-height: ${vars.font.lineHeightNormal};
    color: ${vars.color.text};
    background: ${vars.color.background};
  }
  /* Form controls take the document's font (Inter) instead of the browser's system font. */
  button, input, select, textarea { font: inherit; }
  a { color: ${vars.color.link}; }
  :focus-visible { outline: 3px solid ${vars.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
  ${({ $reducedMotion }) =>
    $reducedMotion &&
    css`
      *,
      *::before,
      *::after {
        animation: none !important;
        transition: none !important;
      }
    `}
`;
