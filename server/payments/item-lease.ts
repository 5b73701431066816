import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems } from '../db/schema';

/** Longer than any gateway call; a crashed holder's lease simply runs out. */
export const ITEM_LEASE_MS = 120_000;

/**
 * Claims the unpaid item for one payment attempt. One UPDATE decides it, so of any number of
 * concurrent attempts (on PGlite or on several PostgreSQL connections) exactly one wins.
 */
export async function acquireItemLease(db: Db, itemId: number, now = new Date()): Promise<Date | null> {
  const until = new Date(now.getTime() + ITEM_LEASE_MS);
  const claimed = await db
    .update(cashFlowItems)
    .set({ paymentLockedUntil: until })
    .where(
      and(
        eq(cashFlowItems.id, itemId),
        isNull(cashFlowItems.paidAt),
        or(isNull(cashFlowItems.paymentLockedUntil), lte(cashFlowItems.paymentLockedUntil, now)),
      ),
    )
    .returning({ id: cashFlowItems.id });
  return claimed.length > 0 ? until : null;
}

export async function releaseItemLease(db: Db, itemId: number, lease: Date): Promise<void> {
  await db
    .update(cashFlowItems)
    .set({ paymentLockedUntil: null })
    .where(and(eq(cashFlowItems.id, itemId), eq(cashFlowItems.paymentLockedUntil, lease)));
}
