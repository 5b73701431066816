import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems } from '../db/schema';
import type { Change } from '../live-status/change-events';

/** The members who owe these items and the associations that bill them: whose screens show them. */
export async function whoseItems(db: Db, itemIds: readonly number[]): Promise<Change> {
  if (itemIds.length === 0) return { memberIds: [], associationIds: [] };
  const rows = await db
    .select({ memberId: cashFlowItems.memberId, associationId: cashFlowItems.associationId })
    .from(cashFlowItems)
    .where(inArray(cashFlowItems.id, [...itemIds]));
  return {
    memberIds: [...new Set(rows.map((r) => r.memberId))],
    associationIds: [...new Set(rows.flatMap((r) => (r.associationId === null ? [] : [r.associationId])))],
  };
}
