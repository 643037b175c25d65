export interface FormatPriceOptions {
  /** 'Only $19.99': the price of an item offered for sale (GuideCard, an item's overview). */
  only?: boolean;
}

/**
 * A price as the screens show it: whole amounts without cents ('$25'), others with two decimals
 * ('$19.99', '$19.90'); with `only`, 'Only $19.99'. Nothing for a price that is not a number.
 */
export function formatPrice(price: number, { only = false }: FormatPriceOptions = {}): string {
  if (!Number.isFinite(price)) return '';
  const cents = Math.round(price * 100);
  const whole = cents % 100 === 0;
  const amount = (Math.abs(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  const text = `${cents < 0 ? '-' : ''}$${amount}`;
  return only ? `Only ${text}` : text;
}
