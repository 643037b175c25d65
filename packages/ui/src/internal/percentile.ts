/**
 * Percentiles as the components show them (PercentileBar, FacetList, HistorySparkline): whole numbers from 1 to
 * 99, placed along a track, and formatted for the provider's locale. Not exported from the package.
 */

export const PERCENTILE_MIN = 1;
export const PERCENTILE_MAX = 99;

/** A usable percentile: rounded to a whole number and held to 1–99; anything that is not a number is none. */
export function toPercentile(value: number): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Math.min(PERCENTILE_MAX, Math.max(PERCENTILE_MIN, Math.round(value)));
}

/** Where a percentile sits along a track from 1 (0 %) to 99 (100 %), in percent of its length. */
export function percentilePosition(percentile: number): number {
  const held = Math.min(PERCENTILE_MAX, Math.max(PERCENTILE_MIN, percentile));
  return ((held - PERCENTILE_MIN) / (PERCENTILE_MAX - PERCENTILE_MIN)) * 100;
}

const shareFormats = new Map<string, Intl.NumberFormat>();
const pointFormats = new Map<string, Intl.NumberFormat>();

/** A percentile as the share of the group below it, in the locale: 2 → '2%' (en-US), '2 %' (de-DE). */
export function formatShare(percentile: number, locale: string): string {
  let format = shareFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    shareFormats.set(locale, format);
  }
  return format.format(percentile / 100);
}

/** A change in points with its sign, the minus a true minus sign (U+2212): '+6', '−3', '0'. */
export function formatSignedPoints(points: number, locale: string): string {
  let format = pointFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: false });
    pointFormats.set(locale, format);
  }
  const size = format.format(Math.abs(points));
  return points > 0 ? `+${size}` : points < 0 ? `\u2212${size}` : size;
}
