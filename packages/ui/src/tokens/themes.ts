import { tokens, type TokenOverrides, type Tokens } from './tokens';

/** Every colour token of a theme. */
export type ThemeColors = { readonly [K in keyof Tokens['color']]: string };

/**
 * The dark theme: only colours change. Surfaces are dark and text light; primary, link and focus
 * are lightened to keep their contrast on dark surfaces, so the primary button takes dark text.
 * Danger, badge and ribbon fills stay deep enough for white text.
 */
const dark: ThemeColors = {
  text: '#e8ecf4',
  textMuted: '#b9c1d0',
  textInverse: '#ffffff',
  background: '#0e1219',
  surface: '#151a24',
  surfaceMuted: '#202735',
  border: '#343d4e',
  borderStrong: '#7d889c',
  primary: '#8fb0ff',
  primaryHover: '#b3c9ff',
  primaryText: '#0e1219',
  secondary: '#262e3d',
  secondaryHover: '#313a4b',
  secondaryText: '#e8ecf4',
  link: '#9dbbff',
  focus: '#7aa7ff',
  danger: '#d32f2f',
  dangerHover: '#b3261e',
  dangerSurface: '#3a1b1b',
  dangerText: '#ffb4ab',
  success: '#7fd69a',
  successSurface: '#14301f',
  successText: '#a6e3b8',
  info: '#7ab8f5',
  infoSurface: '#142a42',
  infoText: '#a8cdfa',
  warning: '#f2b866',
  warningSurface: '#382a12',
  warningText: '#f5d08a',
  badge: '#d32f2f',
  badgeText: '#ffffff',
  ribbonNeutral: '#5c6578',
  ribbonAccent: '#2c4a9a',
  ribbonInfo: '#1f5c9e',
  ribbonSuccess: '#1d6e37',
  ribbonWarning: '#8a5300',
  ribbonCritical: '#b3261e',
  ribbonText: '#ffffff',
  overlay: 'rgba(0, 0, 0, 0.7)',
  headerBackground: '#18213a',
  headerText: '#ffffff',
  footerBackground: '#151a24',
  bannerGradientEnd: '#2a3f7a',
  toastTrack: 'rgba(255, 255, 255, 0.16)',
};

/** The built-in themes' colours; every other token is the same in each. */
export const themes = { light: tokens.color, dark } as const satisfies Record<string, ThemeColors>;

export type ThemeName = keyof typeof themes;

/**
 * What a person may choose: a built-in theme, or 'system', which follows their device
 * (`prefers-color-scheme`): light, and dark when the device asks for dark.
 */
export type ThemeChoice = ThemeName | 'system';
export const THEME_CHOICES = ['system', 'light', 'dark'] as const satisfies readonly ThemeChoice[];

/**
 * `prefers-contrast: more`: the pairs of each built-in theme that can go further without changing its
 * look. Muted text moves toward the body text, borders toward the strong border, links and focus deepen
 * (light) or brighten (dark). InsightProvider declares them under that media query.
 */
export const moreContrast: Record<ThemeName, Partial<ThemeColors>> = {
  light: {
    textMuted: '#2f3646',
    border: '#6e7789',
    borderStrong: '#4a5263',
    link: '#1a3270',
    focus: '#0b3fa0',
    secondaryText: '#0f141f',
  },
  dark: {
    textMuted: '#dfe4ee',
    border: '#8590a4',
    borderStrong: '#b3bccc',
    link: '#c4d6ff',
    focus: '#a9c5ff',
    secondaryText: '#ffffff',
  },
};

/** A product's own values (e.g. `{ color: { primary: '#6a1b9a' } }`), merged over the light theme. */
export type ThemeOverrides = TokenOverrides;

/** A theme as the full token set to declare, and the `color-scheme` that goes with it. */
export function resolveTheme(theme: ThemeName | ThemeOverrides = 'light'): {
  scheme: ThemeName;
  values: TokenOverrides;
} {
  if (theme === 'light') return { scheme: 'light', values: tokens };
  if (theme === 'dark') return { scheme: 'dark', values: { ...tokens, color: dark } };
  const values: Record<string, Record<string, string>> = {};
  for (const [group, base] of Object.entries(tokens)) {
    values[group] = { ...base, ...(theme as Record<string, Record<string, string> | undefined>)[group] };
  }
  return { scheme: 'light', values };
}
