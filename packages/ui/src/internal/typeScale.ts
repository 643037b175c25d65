import { vars } from '../tokens';

/** The type scale: the tokens' font sizes, from xs (0.75rem) to xxl (2rem). */
export type TextSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
export type TextAlign = 'start' | 'center' | 'end';

/** The CSS value of each size; Text, Heading and the Fieldset legend read the same scale. */
export const fontSizes: Record<TextSize, string> = {
  xs: vars.font.sizeXs,
  sm: vars.font.sizeSm,
  md: vars.font.sizeMd,
  lg: vars.font.sizeLg,
  xl: vars.font.sizeXl,
  xxl: vars.font.sizeXxl,
};
