/**
 * Design tokens: the single source of colour, space, type, radius, shadow, motion and layering.
 * Space, type and layout sizes are in rem, so they follow the reader's font size (16 px = 1rem by default);
 * hairlines, radii, shadows and the fixed picture sizes stay in px.
 * Components never use these raw values; they read the CSS custom properties through `vars`.
 */
export const tokens = {
  color: {
    text: '#1c2230',
    textMuted: '#4a5263',
    textInverse: '#ffffff',
    background: '#f4f6fa',
    surface: '#ffffff',
    surfaceMuted: '#eef1f6',
    border: '#c9cfdb',
    borderStrong: '#8a93a6',
    primary: '#2c4a9a',
    primaryHover: '#1f3878',
    primaryText: '#ffffff',
    secondary: '#e7ebf3',
    secondaryHover: '#d6dceb',
    secondaryText: '#1c2230',
    link: '#24438f',
    focus: '#1a5fd6',
    danger: '#b3261e',
    dangerHover: '#8f1d17',
    dangerSurface: '#fcebea',
    dangerText: '#8a1c16',
    success: '#1d6e37',
    successSurface: '#e6f4ea',
    successText: '#155229',
    info: '#1f5c9e',
    infoSurface: '#e7f0fa',
    infoText: '#174a80',
    warning: '#8a5300',
    warningSurface: '#fff3dc',
    warningText: '#6e4200',
    badge: '#c62828',
    badgeText: '#ffffff',
    /** Ribbon fills by tone; white text (ribbonText) reads on each in every theme. */
    ribbonNeutral: '#5c6578',
    ribbonAccent: '#2c4a9a',
    ribbonInfo: '#1f5c9e',
    ribbonSuccess: '#1d6e37',
    ribbonWarning: '#8a5300',
    ribbonCritical: '#b3261e',
    ribbonText: '#ffffff',
    overlay: 'rgba(20, 26, 38, 0.55)',
    headerBackground: '#1c2a4f',
    headerText: '#ffffff',
    footerBackground: '#e7ebf3',
    /** The far end of the title banner's brand gradient (white text stays readable on it). */
    bannerGradientEnd: '#2c4a9a',
    /** The track under a toast's progress bar. */
    toastTrack: 'rgba(20, 26, 38, 0.08)',
  },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
    huge: '4rem',
  },
  font: {
    family: "'Inter', 'Helvetica Neue', Arial, sans-serif",
    familyMono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
    sizeXs: '0.75rem',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.25rem',
    sizeXl: '1.5rem',
    sizeXxl: '2rem',
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '700',
    lineHeightTight: '1.25',
    lineHeightNormal: '1.5',
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '12px',
    round: '9999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(20, 26, 38, 0.12)',
    md: '0 4px 12px rgba(20, 26, 38, 0.14)',
    lg: '0 12px 32px rgba(20, 26, 38, 0.2)',
    focus: '0 0 0 3px rgba(26, 95, 214, 0.45)',
  },
  motion: {
    durationFast: '150ms',
    /** A toast's fade in and out (easeTime), 300 ms. */
    durationEase: '300ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  size: {
    avatarSmall: '40px',
    /** A profile picture shows round at 128 px. */
    avatarLarge: '128px',
    controlHeight: '2.5rem',
    contentMax: '70rem',
    dialogMax: '35rem',
  },
  zIndex: {
    header: '100',
    overlay: '900',
    dialog: '1000',
    toast: '1100',
  },
} as const;

export type Tokens = typeof tokens;
export type TokenGroup = keyof Tokens;

/** Any tokens given new values, group by group (a theme's colours, a product's own brand). */
export type TokenOverrides = { readonly [G in TokenGroup]?: { readonly [K in keyof Tokens[G]]?: string } };
