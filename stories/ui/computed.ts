import { tokens, type TextSize } from '@insight/ui';

/*
 * What a computed style gives for a token: the play functions compare a rendered element with the design
 * tokens through these. The tables are written here, apart from the ui package's own, so a story catches a
 * component that reads the wrong token.
 */

/** `#rrggbb` as the `rgb(r, g, b)` a computed style gives. */
export const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** A rem token in the px a computed style gives (16 px to the rem in the preview). */
export const px = (rem: string) => `${parseFloat(rem) * 16}px`;

/** Each size of the type scale and the font token it reads. */
const sizeTokens = {
  xs: 'sizeXs',
  sm: 'sizeSm',
  md: 'sizeMd',
  lg: 'sizeLg',
  xl: 'sizeXl',
  xxl: 'sizeXxl',
} as const satisfies Record<TextSize, keyof typeof tokens.font>;

/** The type scale's sizes, smallest first (Text, Heading and the Fieldset legend take them). */
export const textSizes = Object.keys(sizeTokens) as TextSize[];

/** The font size a type-scale size draws in, as a computed style gives it. */
export const fontSizePx = (size: TextSize) => px(tokens.font[sizeTokens[size]]);
