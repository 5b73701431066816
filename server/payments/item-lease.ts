import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems } from '../db/schema';

/** Longer than any gateway call; a crashed holder's lease simply runs out. */
const ITEM_LEASE_MS = 120_000;

/**
 * Claims the unpaid items for one payment attempt, all or none. One UPDATE decides it, so of any
 * number of concurrent attempts (on PGlite or on several PostgreSQL connections) exactly one wins
 * each item; an attempt that got only some of its items gives them back.
 */
export async function acquireItemsLease(
  db: Db,
  itemIds: readonly number[],
  now = new Date(),
): Promise<Date | null> {
  const until = new Date(now.getTime() + ITEM_LEASE_MS);
  const claimed = await db
    .update(cashFlowItems)
    .set({ paymentLockedUntil: until })
    .where(
      and(
        inArray(cashFlowItems.id, [...itemIds]),
        isNull(cashFlowItems.paidAt),
        or(isNull(cashFlowItems.paymentLockedUntil), lte(cashFlowItems.paymentLockedUntil, now)),
      ),
    )
    .returning({ id: cashFlowItems.id });
  if (claimed.length === itemIds.length) return until;
  if (claimed.length > 0) await releaseItemsLease(db, itemIds, until);
  return null;
}

export async function releaseItemsLease(db: Db, itemIds: readonly number[], lease: Date): Promise<void> {
  await db
    .update(cashFlowItems)
    .set({ paymentLockedUntil: null })
    .where(and(inArray(cashFlowItems.id, [...itemIds]), eq(cashFlowItems.paymentLockedUntil, lease)));
}
