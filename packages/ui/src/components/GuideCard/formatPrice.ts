/**
 * A price as the cards show it: whole amounts without cents ('$25'), others with two decimals
 * ('$19.99', '$19.90'). GuideCard puts 'Only ' in front (SPEC: 'Only ${price}'); PackageCard does not.
 */
export function formatPrice(price: number): string {
  if (!Number.isFinite(price)) return '';
  const cents = Math.round(price * 100);
  const whole = cents % 100 === 0;
  const amount = (Math.abs(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return `${cents < 0 ? '-' : ''}$${amount}`;
}
