import { TERMS_LAST_UPDATED } from '@insight/api';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * When the legal documents last changed, in `locale`'s long date ('6. April 2023', '6 de abril de 2023'). SPEC gives
 * the date in English words ('April 06, 2023', TERMS_LAST_UPDATED); the English documents show it as SPEC writes it.
 */
export function lastUpdatedIn(locale: string): string {
  const [, month = '', day = '', year = ''] = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(TERMS_LAST_UPDATED) ?? [];
  const index = MONTHS.indexOf(month.toLowerCase());
  if (index < 0) return TERMS_LAST_UPDATED;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(year), index, Number(day))),
  );
}
