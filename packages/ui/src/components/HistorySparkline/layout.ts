/**
 * The figures of a HistorySparkline, kept apart from React so they can be tested as numbers: the usable takes in
 * date order, and each one's place in the drawing's 100 × 100 box.
 */
import { percentilePosition, toPercentile } from '../../internal/percentile';

/** One finished take: when, and its percentile (1–99). */
export interface HistorySparklinePoint {
  /** A Date, an ISO date ('2025-03-03', read as that day where the reader is) or an ISO date and time. */
  date: Date | string;
  percentile: number;
}

/** The most takes drawn: the newest ten. */
export const HISTORY_SPARKLINE_MAX_POINTS = 10;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date-only ISO string as that day in the reader's time zone (Date.parse would take it as midnight UTC). */
function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  const day = DATE_ONLY.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

export interface Take {
  time: number;
  date: Date;
  percentile: number;
}

/** The usable takes, oldest first, the newest `HISTORY_SPARKLINE_MAX_POINTS` of them. */
export function takesOf(points: readonly HistorySparklinePoint[]): Take[] {
  const takes = points.flatMap((point): Take[] => {
    const date = toDate(point.date);
    const percentile = toPercentile(point.percentile);
    const time = date.getTime();
    return Number.isFinite(time) && percentile !== null ? [{ time, date, percentile }] : [];
  });
  return takes.sort((a, b) => a.time - b.time).slice(-HISTORY_SPARKLINE_MAX_POINTS);
}

/**
 * Each take's place in a 100 × 100 box: across by its date (the first at 0, the last at 100; evenly when all
 * share one moment), up by its percentile (1 at the bottom, 99 at the top).
 */
export function placesOf(takes: readonly Take[]): { x: number; y: number }[] {
  const first = takes[0]?.time ?? 0;
  const span = (takes[takes.length - 1]?.time ?? 0) - first;
  return takes.map((take, i) => ({
    x: span > 0 ? ((take.time - first) / span) * 100 : takes.length > 1 ? (i / (takes.length - 1)) * 100 : 50,
    y: 100 - percentilePosition(take.percentile),
  }));
}

/** A date as its day where the reader is, 'YYYY-MM-DD' (a <time> element's machine-readable value). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
