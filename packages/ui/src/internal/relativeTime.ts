/** The steps of a relative time, each used below its limit in seconds ("5 minutes ago", "yesterday"). */
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number, number][] = [
  // unit, seconds per unit, used while the distance is under this many seconds
  ['second', 1, 45],
  ['minute', 60, 45 * 60],
  ['hour', 3600, 22 * 3600],
  ['day', 86_400, 26 * 86_400],
  ['month', 2_629_800, 320 * 86_400],
  ['year', 31_557_600, Infinity],
];

/** A moment as milliseconds since the epoch (NaN for anything that is not one). */
export const toTime = (value: Date | string | number): number =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);

/**
 * `time` told relative to `now` in the locale's words: 'now', '5 minutes ago', 'yesterday', 'in 2 hours'
 * (Intl.RelativeTimeFormat, numeric 'auto'). Under 45 seconds either way it is 'now'. Not exported from the
 * package: the components that show a time format it for the provider's locale.
 */
export function formatRelativeTime(time: Date | string | number, now: Date | number, locale: string): string {
  const then = toTime(time);
  const seconds = (then - toTime(now)) / 1000;
  if (!Number.isFinite(seconds)) return '';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const distance = Math.abs(seconds);
  if (distance < 45) return format.format(0, 'second');
  const [unit, size] = STEPS.find(([, , limit]) => distance < limit) ?? STEPS[STEPS.length - 1];
  return format.format(Math.round(seconds / size), unit);
}
