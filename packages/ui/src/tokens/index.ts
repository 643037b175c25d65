export { tokens, type Tokens, type TokenGroup, type TokenOverrides } from './tokens';
export { vars, cssVarName, toCssVariables } from './vars';
export {
  moreContrast,
  THEME_CHOICES,
  themes,
  type ThemeChoice,
  type ThemeColors,
  type ThemeName,
  type ThemeOverrides,
} from './themes';
export { contrastRatio } from './contrast';
export { breakpoints, type Breakpoint } from './breakpoints';
