import { defaultInsightStrings } from '../theme/locale';

export interface FormatPriceOptions {
  /** 'Only $19.99': the price of an item offered for sale (GuideCard, an item's overview). */
  only?: boolean;
  /** A BCP 47 language tag (default 'en-US'). */
  locale?: string;
  /** An ISO 4217 currency code (default 'USD'). */
  currency?: string;
  /** The words of an offer, given the formatted price (default 'Only {price}'); with `only`. */
  offer?: (price: string) => string;
}

const formats = new Map<string, Intl.NumberFormat>();

/** Intl.NumberFormat is costly to create: one per locale, currency and number of decimals. */
function currencyFormat(locale: string, currency: string, fractionDigits?: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A price as the screens show it, through Intl.NumberFormat in the locale and currency given (en-US and
 * USD by default): whole amounts without decimals ('$25', '25 €'), others with the currency's decimals
 * ('$19.99', '$19.90', '19,99 €'); with `only`, an offer ('Only $19.99'). Nothing for a price that is not
 * a number. Components take the locale, currency and words of the InsightProvider.
 */
export function formatPrice(
  price: number,
  {
    only = false,
    locale = 'en-US',
    currency = 'USD',
    offer = defaultInsightStrings.offerPrice,
  }: FormatPriceOptions = {},
): string {
  if (!Number.isFinite(price)) return '';
  const digits = currencyFormat(locale, currency).resolvedOptions().maximumFractionDigits ?? 2;
  const scale = 10 ** digits;
  const minor = Math.round(price * scale);
  const whole = minor % scale === 0;
  const text = currencyFormat(locale, currency, whole ? 0 : digits).format(minor / scale);
  return only ? offer(text) : text;
}
