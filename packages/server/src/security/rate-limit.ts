/**
 * Sliding-window rate limits kept in the database (rate_limit_hits), so that they hold across restarts
 * and across several app servers on one PostgreSQL.
 */
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimitHits } from '../db/schema/index.js';

export interface RateLimit {
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one hit of `key` in the bucket and says whether it is within the limit (true) or over it (false).
 * Hits over the limit are not recorded, so the window ends `windowMs` after the last allowed hit at most.
 */
export async function hitRateLimit(db: Database, rule: RateLimit, key: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - rule.windowMs);
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, rule.bucket), eq(rateLimitHits.key, key), lt(rateLimitHits.hitAt, since)));
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, rule.bucket), eq(rateLimitHits.key, key), gt(rateLimitHits.hitAt, since)));
  if ((row?.n ?? 0) >= rule.limit) return false;
  await db.insert(rateLimitHits).values({ bucket: rule.bucket, key, hitAt: now });
  return true;
}
