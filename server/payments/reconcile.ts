import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { transactions } from '../db/schema';
import type { PaymentDeps } from './payment-deps';
import { refreshStatus } from './refresh-status';
import type { TransactionRow } from './payment-answer';

/** Rows one run looks at: the oldest checked first, so every pending row gets its turn. */
const RECONCILE_BATCH = 100;
/** A row touched this recently may still be in its request's hands; it waits for the next run. */
export const RECONCILE_MIN_AGE_MS = 5_000;

export interface ReconcileResult {
  checked: number;
  succeeded: number;
  failed: number;
  expired: number;
}

/**
 * Claims pending transactions that the gateway knows (gateway id set) and were not touched for a
 * while, marking them touched now. FOR UPDATE SKIP LOCKED inside the one UPDATE means two
 * instances running together claim disjoint rows, and the new updated_at keeps a row away from
 * the other instance's next run.
 */
async function claimPending(deps: PaymentDeps, now: Date): Promise<TransactionRow[]> {
  const { db } = deps;
  const due = db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.status, 'pending'),
        isNotNull(transactions.gatewayId),
        lt(transactions.updatedAt, new Date(now.getTime() - RECONCILE_MIN_AGE_MS)),
      ),
    )
    .orderBy(asc(transactions.updatedAt), asc(transactions.id))
    .limit(RECONCILE_BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(transactions)
    .set({ updatedAt: now })
    .where(and(inArray(transactions.id, due), eq(transactions.status, 'pending')))
    .returning();
}

/**
 * After a crash between the gateway's answer and our commit, or a webhook that never came, the
 * gateway knows how a charge ended and we do not: ask it about each pending transaction and
 * record the answer (a success is settled once: item paid, receipt sent).
 */
export async function reconcilePayments(deps: PaymentDeps, now = new Date()): Promise<ReconcileResult> {
  const result: ReconcileResult = { checked: 0, succeeded: 0, failed: 0, expired: 0 };
  for (const tx of await claimPending(deps, now)) {
    result.checked += 1;
    try {
      const status = await refreshStatus(deps, tx, now);
      if (status !== 'pending') result[status] += 1;
    } catch (error) {
      // One gateway hiccup must not stop the rest of the batch; the row comes back next run.
      deps.log?.warn({ err: error, transactionId: tx.id }, 'reconciliation of a transaction failed');
    }
  }
  return result;
}
