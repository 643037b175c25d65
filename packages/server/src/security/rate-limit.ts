/**
 * Rate limits and lockout counters kept in the database (limit_counters), so that they hold across restarts
 * and across several app servers on one PostgreSQL. Each hit is ONE statement
 * (INSERT … ON CONFLICT DO UPDATE … RETURNING) on the (bucket, key) row: concurrent hits queue on that row's
 * lock and each sees its own count, so N parallel requests never all see "below the limit".
 * Windows are fixed: they start at the first hit and last `windowMs`. A hit that opens a new window also
 * deletes a bounded batch of the bucket's rows whose window has ended (`pruneExpired`), so the table stays
 * about as large as the keys seen within one window, whichever server handles the traffic. The same moment
 * clears a bounded batch of rate_limit_hits, the sliding-window table of the limits before limit_counters
 * (migrations/0001): nothing writes or reads it any more, but a database older than migrations/0010 still holds
 * its hits (addresses and e-mails), which would otherwise stay for ever.
 *
 * Client addresses are keyed by `addressKey`: an IPv6 address by its /64 (one subscriber's network hands
 * out as many addresses as it likes), an IPv4 or IPv4-mapped address by itself.
 */
import { isIP } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { limitCounters, rateLimitHits } from '../db/schema/index.js';

export interface RateLimit {
  bucket: string;
  limit: number;
  windowMs: number;
}

type Db = Pick<Database, 'insert' | 'update' | 'delete' | 'select'>;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** IPv6 text (no zone) → its eight 16-bit groups; undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const bytes = dotted[1].split('.').map(Number);
    if (isIP(dotted[1]) !== 4) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const part = (half: string | undefined): string[] => (half ? half.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * The key of a client address for every per-address limit: an IPv6 address by its /64 network
 * ('2001:db8:1:2::/64'), an IPv4 address and an IPv4-mapped IPv6 address ('::ffff:192.0.2.1') by the full
 * IPv4 address. Anything else (no address at all) is kept as it is.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '');
  if (isIP(address) === 4) return address;
  if (isIP(address) !== 6) return ip;
  const groups = ipv6Groups(address);
  if (!groups) return ip;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** Rows deleted at most by one prune (a bounded statement, whoever runs it). */
export const PRUNE_BATCH = 200;

/**
 * The longest window rate_limit_hits ever counted in (forgot-password, per address and per e-mail: 15 minutes).
 * A hit older than that counted in no window: it goes.
 */
export const LEGACY_HITS_WINDOW_MS = 15 * 60 * 1000;

/**
 * Deletes up to PRUNE_BATCH rows of the bucket whose window ended before `now` (their count no longer
 * matters: the next hit would start over), and up to PRUNE_BATCH old hits of rate_limit_hits
 * (`pruneLegacyHits`). Safe from any server at any time: a row that a concurrent hit has just restarted no
 * longer matches (its window_start is re-checked) and is kept.
 */
export async function pruneExpired(db: Db, rule: Pick<RateLimit, 'bucket' | 'windowMs'>, now: Date): Promise<void> {
  const since = new Date(now.getTime() - rule.windowMs);
  const ended = sql`${limitCounters.windowStart} <= ${at(since)}`;
  await db
    .delete(limitCounters)
    .where(
      and(
        eq(limitCounters.bucket, rule.bucket),
        ended,
        sql`(${limitCounters.bucket}, ${limitCounters.key}) IN (SELECT c.bucket, c.key FROM ${limitCounters} c WHERE c.bucket = ${rule.bucket} AND c.window_start <= ${at(since)} LIMIT ${PRUNE_BATCH})`,
      ),
    );
  await pruneLegacyHits(db, now);
}

/**
 * Deletes up to PRUNE_BATCH hits of rate_limit_hits older than LEGACY_HITS_WINDOW_MS before `now` (every
 * `pruneExpired` runs it: a bounded statement, from any server, cheap once the table is empty).
 */
export async function pruneLegacyHits(db: Db, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LEGACY_HITS_WINDOW_MS);
  await db
    .delete(rateLimitHits)
    .where(
      sql`${rateLimitHits.id} IN (SELECT h.id FROM ${rateLimitHits} h WHERE h.hit_at <= ${at(since)} LIMIT ${PRUNE_BATCH})`,
    );
}

/** Counts one hit of `key` in the bucket and answers the number of hits in the current window (this one included). */
export async function countHit(db: Db, rule: RateLimit, key: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs);
  const expired = sql`${limitCounters.windowStart} <= ${at(since)}`;
  const [row] = await db
    .insert(limitCounters)
    .values({ bucket: rule.bucket, key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: [limitCounters.bucket, limitCounters.key],
      set: {
        windowStart: sql`CASE WHEN ${expired} THEN excluded.window_start ELSE ${limitCounters.windowStart} END`,
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${limitCounters.hits} + 1 END`,
      },
    })
    .returning({ hits: limitCounters.hits });
  if (!row) throw new Error('The rate-limit counter could not be written.');
  // A new window of this key: the moment to clear away the bucket's ended windows (bounded).
  if (row.hits === 1) await pruneExpired(db, rule, now);
  return row.hits;
}

/** Counts one hit of `key` in the bucket and says whether it is within the limit (true) or over it (false). */
export async function hitRateLimit(db: Db, rule: RateLimit, key: string, now: Date): Promise<boolean> {
  return (await countHit(db, rule, key, now)) <= rule.limit;
}

/** Gives back one hit (a reserved try that turned out not to count, e.g. a correct password). */
export async function refundHit(db: Db, rule: RateLimit, key: string): Promise<void> {
  await db
    .update(limitCounters)
    .set({ hits: sql`GREATEST(${limitCounters.hits} - 1, 0)` })
    .where(and(eq(limitCounters.bucket, rule.bucket), eq(limitCounters.key, key)));
}

/** Forgets the counter of `key` (a successful sign-in from that place, a password reset). */
export async function resetCounter(db: Db, rule: Pick<RateLimit, 'bucket'>, key: string): Promise<void> {
  await db.delete(limitCounters).where(and(eq(limitCounters.bucket, rule.bucket), eq(limitCounters.key, key)));
}

/** Forgets every counter of a bucket whose key starts with `prefix` (e.g. all places of one account). */
export async function resetCountersWithPrefix(db: Db, bucket: string, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db
    .delete(limitCounters)
    .where(and(eq(limitCounters.bucket, bucket), sql`${limitCounters.key} LIKE ${pattern}`));
}

/**
 * Remembers `key` as seen now (a sliding window: every sighting restarts it), e.g. a place that signed in to
 * an account. `wasSeen` answers whether it was seen within `windowMs`.
 */
export async function markSeen(
  db: Db,
  rule: Pick<RateLimit, 'bucket' | 'windowMs'>,
  key: string,
  now: Date,
): Promise<void> {
  const [row] = await db
    .insert(limitCounters)
    .values({ bucket: rule.bucket, key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: [limitCounters.bucket, limitCounters.key],
      set: { windowStart: sql`excluded.window_start`, hits: sql`${limitCounters.hits} + 1` },
    })
    .returning({ hits: limitCounters.hits });
  if (row?.hits === 1) await pruneExpired(db, rule, now);
}

export async function wasSeen(
  db: Db,
  rule: Pick<RateLimit, 'bucket' | 'windowMs'>,
  key: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - rule.windowMs);
  const rows = await db
    .select({ key: limitCounters.key })
    .from(limitCounters)
    .where(
      and(
        eq(limitCounters.bucket, rule.bucket),
        eq(limitCounters.key, key),
        sql`${limitCounters.windowStart} > ${at(since)}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * A limit for everyone at once (a global bucket): past `limit` hits in the window the answer is delayed,
 * `stepMs` more for every hit over it, at most `maxDelayMs` — nobody is refused, a flood is slowed down.
 */
export interface SlowDown extends RateLimit {
  stepMs: number;
  maxDelayMs: number;
}

/** How the delays are waited out (tests replace `sleep`). Holds no state. */
export const pacing = {
  sleep: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The delay of the `hits`-th hit of a window (0 within the limit). */
export const slowDownDelayMs = (rule: SlowDown, hits: number): number =>
  hits <= rule.limit ? 0 : Math.min(rule.maxDelayMs, (hits - rule.limit) * rule.stepMs);

/** Counts one hit of the global bucket and waits as long as its count asks; answers the delay (ms). */
export async function slowDownPastLimit(db: Db, rule: SlowDown, key: string, now: Date): Promise<number> {
  const delay = slowDownDelayMs(rule, await countHit(db, rule, key, now));
  if (delay > 0) await pacing.sleep(delay);
  return delay;
}
