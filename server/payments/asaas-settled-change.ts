import { and, eq } from 'drizzle-orm';
import { cashFlowItems, transactions } from '../db/schema';
import { isAsaasGateway } from '../gateways/payment/asaas/asaas-gateway';
import { PAID } from '../gateways/payment/asaas/asaas-payment';
import { recordRefund } from './record-refund';
import { gatewayOfTransaction } from './association-gateway-of';
import { announceRefund } from './payment-refunded';
import type { TransactionRow } from './payment-answer';
import type { PaymentDeps } from './payment-deps';

/** Asaas's statuses of a settled card payment its payer's bank disputes (API v3 payment status). */
const DISPUTED = new Set(['CHARGEBACK_REQUESTED', 'CHARGEBACK_DISPUTE', 'AWAITING_CHARGEBACK_REVERSAL']);

export type SettledChange = 'disputed' | 'undisputed' | 'refunded' | 'unchanged';

/**
 * What happened at Asaas to a payment we already settled, read back from Asaas (never from an
 * event's body): a chargeback marks it disputed until Asaas says it is over; a refund made outside
 * Quita (Asaas's own panel, or a chargeback lost) refunds it here too and reopens the items it paid,
 * so that no item stays paid with its money gone. A refund staff asked for is recorded as they asked.
 */
export async function followSettledAtAsaas(
  deps: PaymentDeps,
  tx: TransactionRow,
  now = new Date(),
): Promise<SettledChange> {
  if (tx.status !== 'succeeded' || !tx.gatewayId) return 'unchanged';
  const gateway = await gatewayOfTransaction(deps, tx);
  if (!isAsaasGateway(gateway)) return 'unchanged';
  const payment = await gateway.readPayment(tx.gatewayId);
  if (!payment) return 'unchanged';
  const { db } = deps;
  const settledRow = and(eq(transactions.id, tx.id), eq(transactions.status, 'succeeded'));
  if (DISPUTED.has(payment.status)) {
    if (tx.disputedAt) return 'unchanged';
    await db.update(transactions).set({ disputedAt: now, updatedAt: now }).where(settledRow);
    return 'disputed';
  }
  if (PAID.has(payment.status)) {
    if (!tx.disputedAt) return 'unchanged';
    await db.update(transactions).set({ disputedAt: null, updatedAt: now }).where(settledRow);
    return 'undisputed';
  }
  if (payment.status !== 'REFUNDED') return 'unchanged';
  const [item] = await db
    .select({ associationId: cashFlowItems.associationId })
    .from(cashFlowItems)
    .where(eq(cashFlowItems.id, tx.itemId));
  // Staff's refund whose own commit has not come yet: recorded as they asked.
  const request = tx.refundRequest;
  const recorded = await db.transaction((trx) =>
    recordRefund(
      trx,
      {
        paymentId: tx.id,
        associationId: item!.associationId,
        staffId: request?.staffId ?? null,
        refundedCentavos: request?.refundedCentavos ?? tx.amountCentavos,
        reopen: request?.reopen ?? true,
        reason: request?.reason ?? null,
      },
      now,
    ),
  );
  if (!recorded) return 'unchanged';
  await announceRefund(deps, tx.id, now);
  return 'refunded';
}
