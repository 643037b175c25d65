import { describe, expect, it } from 'vitest';
import { contrastRatio, moreContrast, themes, tokens, type ThemeColors } from './index';
import { resolveTheme } from './themes';

type Color = keyof ThemeColors;

/** Text and what it is drawn on, as the components pair them: WCAG AA, 4.5:1. */
const textPairs: Array<[Color, Color]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surfaceMuted'],
  ['primaryText', 'primary'],
  ['primaryText', 'primaryHover'],
  ['primary', 'surface'], // selected tab, empty state and spinner
  ['secondaryText', 'surface'],
  ['secondaryText', 'secondary'],
  ['secondaryText', 'secondaryHover'],
  ['link', 'surface'],
  ['link', 'background'],
  ['link', 'footerBackground'],
  ['textInverse', 'danger'], // a critical primary button
  ['textInverse', 'dangerHover'],
  ['textInverse', 'headerBackground'], // inverse link
  ['textInverse', 'bannerGradientEnd'], // the title banner's white heading at the gradient's far end
  ['dangerText', 'dangerSurface'],
  ['dangerText', 'surface'], // a field's error, a critical secondary button (dangerSurface when hovered), Text tone critical
  ['dangerText', 'background'], // Text tone critical on the page
  ['successText', 'surface'], // Text tone success
  ['successText', 'background'],
  ['successText', 'successSurface'],
  ['infoText', 'infoSurface'],
  ['warningText', 'warningSurface'],
  ['badgeText', 'badge'],
  ['ribbonText', 'ribbonNeutral'],
  ['ribbonText', 'ribbonAccent'],
  ['ribbonText', 'ribbonInfo'],
  ['ribbonText', 'ribbonSuccess'],
  ['ribbonText', 'ribbonWarning'],
  ['ribbonText', 'ribbonCritical'],
  ['headerText', 'headerBackground'],
  ['text', 'footerBackground'],
  ['textMuted', 'footerBackground'],
];

/** Non-text contrast (WCAG 1.4.11), 3:1: the focus ring, control borders and status accents. */
const partPairs: Array<[Color, Color]> = [
  ['focus', 'background'],
  ['focus', 'surface'],
  ['borderStrong', 'surface'],
  ['danger', 'surface'],
  ['success', 'surface'],
  ['info', 'surface'],
  ['warning', 'surface'],
];

describe('contrastRatio', () => {
  it('is the WCAG 2.x ratio, whichever colour comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#2c4a9a', '#2c4a9a')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('takes #rrggbb only', () => {
    expect(() => contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toThrow(TypeError);
  });
});

describe.each(Object.keys(themes) as Array<keyof typeof themes>)('the %s theme', (name) => {
  const colors: ThemeColors = themes[name];

  it('gives every colour token a value', () => {
    expect(Object.keys(colors).sort()).toEqual(Object.keys(tokens.color).sort());
  });

  it.each(textPairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(partPairs)('%s against %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe.each(Object.keys(themes) as Array<keyof typeof themes>)(
  'the %s theme under prefers-contrast: more',
  (name) => {
    const base: ThemeColors = themes[name];
    const more: ThemeColors = { ...base, ...moreContrast[name] };

    it('changes colours the theme has, only', () => {
      for (const key of Object.keys(moreContrast[name])) expect(Object.keys(base)).toContain(key);
    });

    it.each([...textPairs, ...partPairs])('%s on %s is never lower than in the theme', (fg, bg) => {
      expect(contrastRatio(more[fg], more[bg])).toBeGreaterThanOrEqual(contrastRatio(base[fg], base[bg]) - 0.001);
    });

    it('reaches 7:1 (WCAG AAA) for muted text and links on surfaces, and 3:1 for every border', () => {
      for (const bg of ['surface', 'background'] as const) {
        expect(contrastRatio(more.textMuted, more[bg])).toBeGreaterThanOrEqual(7);
        expect(contrastRatio(more.link, more[bg])).toBeGreaterThanOrEqual(7);
        expect(contrastRatio(more.border, more[bg])).toBeGreaterThanOrEqual(3);
      }
    });
  },
);

describe('themes', () => {
  it('light is the tokens themselves', () => {
    expect(themes.light).toBe(tokens.color);
  });

  it('resolves a theme to the full token set and its color-scheme', () => {
    expect(resolveTheme()).toEqual({ scheme: 'light', values: tokens });
    const dark = resolveTheme('dark');
    expect(dark.scheme).toBe('dark');
    expect(dark.values).toEqual({ ...tokens, color: themes.dark });
  });

  it('merges overrides over the light theme, group by group', () => {
    const { scheme, values } = resolveTheme({ color: { primary: '#6a1b9a' }, radius: { md: '2px' } });
    expect(scheme).toBe('light');
    expect(values.color).toEqual({ ...tokens.color, primary: '#6a1b9a' });
    expect(values.radius).toEqual({ ...tokens.radius, md: '2px' });
    expect(values.space).toEqual(tokens.space);
    expect(tokens.color.primary).toBe('#2c4a9a');
  });
});
