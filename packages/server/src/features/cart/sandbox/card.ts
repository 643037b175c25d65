/** The sandbox checkout's card form: as in a test store, only the test card pays. */

export const TEST_CARD_NUMBER = '4111111111111111';
export const DECLINED_MESSAGE =
  'Your card was declined. This is a test store: use the test card number 4111 1111 1111 1111.';

/** Checks the card form; answers an error text, or null when the test card pays. */
export function checkCard(values: Record<string, string>, now: Date): string | null {
  if (!(values.cc_name ?? '').trim()) return 'Please enter the name on the card.';
  const number = (values.cc_number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return 'Please enter a card number of 12 to 19 digits.';
  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec((values.cc_exp ?? '').trim());
  const month = exp ? Number(exp[1]) : 0;
  if (!exp || month < 1 || month > 12) return 'Please enter the expiry date as MM/YY.';
  const year = 2000 + Number(exp[2]);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test((values.cc_csc ?? '').trim())) return 'Please enter the 3- or 4-digit security code.';
  if (number !== TEST_CARD_NUMBER) return DECLINED_MESSAGE;
  return null;
}
