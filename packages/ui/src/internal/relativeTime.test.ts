import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime';

const now = Date.parse('2026-11-26T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('tells the distance in the largest unit that fits, in the past and the future', () => {
    expect(formatRelativeTime(ago(10), now, 'en-US')).toBe('now');
    expect(formatRelativeTime(ago(60), now, 'en-US')).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60), now, 'en-US')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), now, 'en-US')).toBe('3 hours ago');
    expect(formatRelativeTime(ago(26 * 3600), now, 'en-US')).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 86_400), now, 'en-US')).toBe('3 days ago');
    expect(formatRelativeTime(ago(60 * 86_400), now, 'en-US')).toBe('2 months ago');
    expect(formatRelativeTime(ago(800 * 86_400), now, 'en-US')).toBe('2 years ago');
    expect(formatRelativeTime(ago(-2 * 3600), now, 'en-US')).toBe('in 2 hours');
  });

  it('speaks the locale given, and takes dates, ISO strings and milliseconds', () => {
    expect(formatRelativeTime(new Date(now - 5 * 60_000), new Date(now), 'de-DE')).toBe('vor 5 Minuten');
    expect(formatRelativeTime(now - 26 * 3600_000, now, 'de-DE')).toBe('gestern');
  });

  it('says nothing of a time that is not one', () => {
    expect(formatRelativeTime('not a date', now, 'en-US')).toBe('');
  });
});
