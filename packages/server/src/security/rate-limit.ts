/**
 * Rate limits and lockout counters kept in the database (limit_counters), so that they hold across restarts
 * and across several app servers on one PostgreSQL. Each hit is ONE statement
 * (INSERT … ON CONFLICT DO UPDATE … RETURNING) on the (bucket, key) row: concurrent hits queue on that row's
 * lock and each sees its own count, so N parallel requests never all see "below the limit".
 * Windows are fixed: they start at the first hit and last `windowMs`.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { limitCounters } from '../db/schema/index.js';

export interface RateLimit {
  bucket: string;
  limit: number;
  windowMs: number;
}

type Db = Pick<Database, 'insert' | 'update' | 'delete' | 'select'>;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

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
