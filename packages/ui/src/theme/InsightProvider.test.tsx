import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { cssVarName, moreContrast, themes, tokens, type ThemeName } from '../tokens';
import { GlobalStyle, tokenCss } from './GlobalStyle';
import { InsightProvider } from './InsightProvider';

/** Top-level rules of a CSS text as [selector or at-rule, body]. */
function topLevelRules(text: string): Array<[string, string]> {
  const rules: Array<[string, string]> = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '{' && depth++ === 0) open = i;
    if (text[i] === '}' && --depth === 0) {
      rules.push([text.slice(start, open).trim(), text.slice(open + 1, i)]);
      start = i + 1;
    }
  }
  return rules;
}

/**
 * The CSS a tree's global style writes, as [selector, body] rules in order: the tokens' style element (GlobalStyle
 * writes them as a style element of its own), then the base style. Vitest loads the Node build of
 * styled-components, which writes global styles only into a server style sheet, so the tree renders (in happy-dom)
 * inside one and the sheet gives the text.
 */
function globalRules(tree: ReactElement): Array<[string, string]> {
  const sheet = new ServerStyleSheet();
  try {
    const { container } = render(sheet.collectStyles(tree));
    const tokens = [...container.querySelectorAll('style[data-insight-tokens]')].flatMap((element) =>
      topLevelRules(element.textContent ?? ''),
    );
    const text = sheet.getStyleTags().replace(/^<style[^>]*>|<\/style>$/g, '');
    return [
      ...tokens,
      ...text
        .split('/*!sc*/')
        .map((rule) => rule.trim())
        .filter((rule) => rule && !rule.startsWith('data-styled'))
        .map((rule): [string, string] => {
          const open = rule.indexOf('{');
          return [rule.slice(0, open), rule.slice(open + 1, -1)];
        }),
    ];
  } finally {
    sheet.seal();
  }
}

/** The custom properties and other declarations of a rule's body. */
const declarations = (body: string) =>
  Object.fromEntries(
    body
      .split(/;(?![^(]*\))/)
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon), declaration.slice(colon + 1)];
      }),
  );

/** A token set as the declarations stylis writes (no space after a comma outside parentheses). */
const expectedVariables = (set: Record<string, Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(set).flatMap(([group, values]) =>
      Object.entries(values).map(([name, value]) => [cssVarName(group, name), value.replace(/,\s+(?![^(]*\))/g, ',')]),
    ),
  );

/** The document-wide rules InsightProvider has always written, word for word (after :root). */
const DOCUMENT_RULES: Array<[string, string]> = [
  ['*,*::before,*::after', 'box-sizing:border-box;'],
  ['html', '-webkit-text-size-adjust:100%;'],
  [
    'body',
    'margin:0;font-family:var(--insight-font-family);font-size:var(--insight-font-size-md);' +
      'line-height:var(--insight-font-line-height-normal);color:var(--insight-color-text);' +
      'background:var(--insight-color-background);',
  ],
  ['button,input,select,textarea', 'font:inherit;'],
  ['a', 'color:var(--insight-color-link);'],
  [':focus-visible', 'outline:3px solid var(--insight-color-focus);outline-offset:2px;'],
  [
    '@media (prefers-reduced-motion: reduce)',
    '*,*::before,*::after{animation-duration:0.01ms!important;transition-duration:0.01ms!important;}',
  ],
];
/** The higher-contrast pairs of a built-in theme under `prefers-contrast: more` (and another condition). */
const contrastRule = (scope: string, name: ThemeName, media = ''): [string, string] => [
  `@media (prefers-contrast: more)${media ? ` and ${media}` : ''}`,
  `${scope}{${Object.entries(moreContrast[name])
    .map(([key, value]) => `${cssVarName('color', key)}:${value};`)
    .join('')}}`,
];

const NO_MOTION: [string, string] = ['*,*::before,*::after', 'animation:none!important;transition:none!important;'];

describe('InsightProvider', () => {
  it('with no props writes the document-wide rules it always has, plus color-scheme: light', () => {
    const [root, contrast, ...rest] = globalRules(<InsightProvider />);
    expect(root[0]).toBe(':root');
    expect(declarations(root[1])).toEqual({ 'color-scheme': 'light', ...expectedVariables(tokens) });
    expect(contrast).toEqual(contrastRule(':root', 'light'));
    expect(rest).toEqual(DOCUMENT_RULES);
  });

  it('with reducedMotion also turns every animation off, document-wide', () => {
    expect(globalRules(<InsightProvider reducedMotion />).slice(2)).toEqual([...DOCUMENT_RULES, NO_MOTION]);
  });

  it('GlobalStyle rendered alone writes the same', () => {
    expect(globalRules(<GlobalStyle />)).toEqual(globalRules(<InsightProvider />));
  });

  it('theme="dark" declares the dark colours and color-scheme: dark', () => {
    const [[selector, body], contrast, ...rest] = globalRules(<InsightProvider theme="dark" />);
    expect(selector).toBe(':root');
    expect(declarations(body)).toEqual({
      'color-scheme': 'dark',
      ...expectedVariables({ ...tokens, color: themes.dark }),
    });
    expect(contrast).toEqual(contrastRule(':root', 'dark'));
    expect(rest).toEqual(DOCUMENT_RULES);
  });

  it('theme="system" follows the device: light, dark under prefers-color-scheme: dark, each with its contrast pairs', () => {
    const [light, lightContrast, dark, darkContrast, ...rest] = globalRules(<InsightProvider theme="system" />);
    expect(light[0]).toBe(':root');
    expect(declarations(light[1])).toEqual({ 'color-scheme': 'light', ...expectedVariables(tokens) });
    expect(lightContrast).toEqual(contrastRule(':root', 'light'));
    expect(dark[0]).toBe('@media (prefers-color-scheme: dark)');
    expect(dark[1].startsWith(':root{')).toBe(true);
    expect(declarations(dark[1].slice(':root{'.length, -1))).toEqual({
      'color-scheme': 'dark',
      ...expectedVariables({ ...tokens, color: themes.dark }),
    });
    expect(darkContrast).toEqual(contrastRule(':root', 'dark', '(prefers-color-scheme: dark)'));
    expect(rest).toEqual(DOCUMENT_RULES);
  });

  it('declares no contrast pairs for a product’s own colours', () => {
    const rules = globalRules(<InsightProvider theme={{ color: { primary: '#6a1b9a' } }} />);
    expect(rules.some(([selector]) => selector.includes('prefers-contrast'))).toBe(false);
  });

  it('merges a product’s overrides over the light theme', () => {
    const [[, body]] = globalRules(<InsightProvider theme={{ color: { primary: '#6a1b9a' } }} />);
    expect(declarations(body)).toEqual({
      'color-scheme': 'light',
      ...expectedVariables({ ...tokens, color: { ...tokens.color, primary: '#6a1b9a' } }),
    });
  });

  it('under a scope, declares the tokens and sets the base style on that element and inside it only', () => {
    const rules = globalRules(<InsightProvider theme="dark" scope=".their-widget" reducedMotion />);
    const [[selector, body], contrast, ...rest] = rules;
    expect(contrast).toEqual(contrastRule('.their-widget', 'dark'));
    expect(selector).toBe('.their-widget');
    expect(declarations(body)).toMatchObject({
      'color-scheme': 'dark',
      '--insight-color-background': themes.dark.background,
      '--insight-space-lg': tokens.space.lg,
    });
    const everything =
      ':where(.their-widget, .their-widget *),:where(.their-widget, .their-widget *)::before,:where(.their-widget, .their-widget *)::after';
    expect(rest).toEqual([
      [everything, 'box-sizing:border-box;'],
      [
        ':where(.their-widget)',
        'font-family:var(--insight-font-family);font-size:var(--insight-font-size-md);' +
          'line-height:var(--insight-font-line-height-normal);color:var(--insight-color-text);' +
          'background:var(--insight-color-background);',
      ],
      [':where(.their-widget) :is(button, input, select, textarea)', 'font:inherit;'],
      [':where(.their-widget) a', 'color:var(--insight-color-link);'],
      [':where(.their-widget) :focus-visible', 'outline:3px solid var(--insight-color-focus);outline-offset:2px;'],
      [
        '@media (prefers-reduced-motion: reduce)',
        `${everything}{animation-duration:0.01ms!important;transition-duration:0.01ms!important;}`,
      ],
      [everything, 'animation:none!important;transition:none!important;'],
    ]);
  });

  it('globalStyles={false} declares only the tokens and color-scheme under the scope', () => {
    const rules = globalRules(
      <InsightProvider theme="dark" scope=".their-widget" globalStyles={false}>
        <p>Hello</p>
      </InsightProvider>,
    );
    expect(rules).toHaveLength(2);
    expect(rules[0][0]).toBe('.their-widget');
    expect(rules[1]).toEqual(contrastRule('.their-widget', 'dark'));
    expect(declarations(rules[0][1])).toEqual({
      'color-scheme': 'dark',
      ...expectedVariables({ ...tokens, color: themes.dark }),
    });
  });

  it('globalStyles={false} with reducedMotion stops animations under the scope only', () => {
    const rules = globalRules(<InsightProvider scope="#embed" globalStyles={false} reducedMotion />);
    expect(rules.map(([selector]) => selector)).toEqual([
      '#embed',
      '@media (prefers-contrast: more)',
      ':where(#embed, #embed *),:where(#embed, #embed *)::before,:where(#embed, #embed *)::after',
    ]);
  });

  it('writes the tokens in a style element of their own, and no value can end it early', () => {
    const { container } = render(<InsightProvider theme={{ color: { primary: 'red</style><b>bold</b>' } }} />);
    const style = container.querySelector('style[data-insight-tokens]');
    expect(style?.textContent).toContain('--insight-color-primary:red\\3c /style>\\3c b>bold\\3c /b>;');
    expect(container.querySelector('b')).toBeNull();
  });

  it("taking over a page a server drew in another theme, writes this theme's tokens", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<InsightProvider theme="system" />);
    document.body.append(container);
    expect(container.querySelector('style[data-insight-tokens]')?.textContent).toBe(tokenCss('system'));
    const root = await act(async () => hydrateRoot(container, <InsightProvider theme="dark" />));
    expect(container.querySelector('style[data-insight-tokens]')?.textContent).toBe(tokenCss('dark'));
    act(() => root.unmount());
    container.remove();
  });

  it('renders its children', () => {
    const { getByText } = render(
      <InsightProvider theme="dark" scope=".their-widget">
        <p>Hello</p>
      </InsightProvider>,
    );
    expect(getByText('Hello')).toBeInTheDocument();
  });
});
