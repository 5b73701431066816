import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { cashFlowItems, transactions } from '../db/schema';
import type { AsaasGateway } from '../gateways/payment/asaas/asaas-gateway';
import { ENV_ACCOUNT } from './association-gateway';
import type { PaymentDeps } from './payment-deps';

/** A row younger than this may still be in its request's hands (a card call can take a while). */
const ASAAS_SWEEP_MIN_AGE_MS = 60_000;
const BATCH = 100;
/** failure_message of a pending payment withdrawn at Asaas because its item ended another way. */
export const WITHDRAWN = 'withdrawn';

export interface AsaasSweepCounts {
  recovered: number;
  withdrawn: number;
}

/**
 * What only Asaas's externalReference makes possible, on one Asaas account, at each
 * reconciliation: (1) an attempt left pending without its payment id (a crash between Asaas's
 * answer and our commit) gets it back from GET /payments?externalReference=<our id>, so the
 * reconciliation settles the charge instead of the member paying again; (2) a pending payment
 * whose item was paid another way or cancelled is deleted at Asaas (DELETE /payments/{id}).
 */
export async function sweepAsaasPayments(
  deps: PaymentDeps,
  gateway: AsaasGateway,
  now = new Date(),
  /** Whose charges: the install's ('env') or one version of an association's ('asaas:<revision>'). */
  account: string = ENV_ACCOUNT,
): Promise<AsaasSweepCounts> {
  const { db } = deps;
  const result: AsaasSweepCounts = { recovered: 0, withdrawn: 0 };
  const settledBefore = new Date(now.getTime() - ASAAS_SWEEP_MIN_AGE_MS);

  const orphans = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.status, 'pending'),
        isNull(transactions.gatewayId),
        eq(transactions.gatewayAccount, account),
        lt(transactions.updatedAt, settledBefore),
      ),
    )
    .orderBy(asc(transactions.id))
    .limit(BATCH);
  for (const orphan of orphans) {
    const payment = await gateway.findByReference(String(orphan.id));
    if (!payment) continue;
    const updated = await db
      .update(transactions)
      // An old updated_at keeps the row first in line for the reconciliation that follows.
      .set({ gatewayId: payment.id })
      .where(and(eq(transactions.id, orphan.id), isNull(transactions.gatewayId)))
      .returning({ id: transactions.id });
    result.recovered += updated.length;
  }

  const stale = await db
    .select({ id: transactions.id, gatewayId: transactions.gatewayId })
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .where(
      and(
        eq(transactions.status, 'pending'),
        isNotNull(transactions.gatewayId),
        eq(transactions.gatewayAccount, account),
        or(isNotNull(cashFlowItems.paidAt), isNotNull(cashFlowItems.cancelledAt)),
      ),
    )
    .limit(BATCH);
  for (const tx of stale) {
    // Asaas refuses to delete a payment already received: the reconciliation then settles it
    // (as a duplicate, to be refunded) instead.
    const deleted = await gateway.deletePayment(tx.gatewayId!);
    if (!deleted.ok) continue;
    await db
      .update(transactions)
      .set({ status: 'failed', failureMessage: WITHDRAWN, updatedAt: now })
      .where(and(eq(transactions.id, tx.id), eq(transactions.status, 'pending')));
    result.withdrawn += 1;
  }
  return result;
}
