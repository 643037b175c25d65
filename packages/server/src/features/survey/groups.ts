/**
 * Whom a person's full results are compared with (table comparison_groups): the group they chose, or
 * NEO_DEFAULT_GROUP (said: `chosen` false) until they choose one. Read fresh each time: a change counts at once,
 * on every server process.
 */
import { NEO_DEFAULT_GROUP, type NeoGroup } from '@insight/api';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { comparisonGroups } from '../../db/schema/index.js';

export interface ComparisonGroup {
  group: NeoGroup;
  /** Whether the person chose it (false: NEO_DEFAULT_GROUP). */
  chosen: boolean;
}

export async function comparisonGroupOf(ctx: AppContext, userId: number): Promise<ComparisonGroup> {
  const [row] = await ctx.db.select().from(comparisonGroups).where(eq(comparisonGroups.userId, userId));
  return row
    ? { group: { sex: row.sex, ageBand: row.ageBand }, chosen: true }
    : { group: { ...NEO_DEFAULT_GROUP }, chosen: false };
}

/** Saves the person's group (validated by the caller with NeoGroup); answers it. */
export async function saveComparisonGroup(ctx: AppContext, userId: number, group: NeoGroup): Promise<NeoGroup> {
  const now = ctx.now();
  await ctx.db
    .insert(comparisonGroups)
    .values({ userId, sex: group.sex, ageBand: group.ageBand, updatedAt: now })
    .onConflictDoUpdate({
      target: comparisonGroups.userId,
      set: { sex: group.sex, ageBand: group.ageBand, updatedAt: now },
    });
  return { sex: group.sex, ageBand: group.ageBand };
}
