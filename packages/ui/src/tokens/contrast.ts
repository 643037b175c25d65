/** WCAG 2.x relative luminance of an opaque `#rrggbb` colour. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The WCAG 2.x contrast ratio of two opaque `#rrggbb` colours, from 1 to 21 (AA asks 4.5 for
 * text, 3 for large text and for the parts of a control). Check a theme's overrides with it.
 */
export const contrastRatio = (a: string, b: string): number => {
  const wrong = [a, b].find((color) => !HEX.test(color));
  if (wrong !== undefined) throw new TypeError(`contrastRatio takes #rrggbb colours, not ${JSON.stringify(wrong)}`);
  const [light, deep] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (deep + 0.05);
};
