import { and, eq } from 'drizzle-orm';
import type { TransactionStatus } from '../../domain/transaction';
import { transactions } from '../db/schema';
import { gatewayOfTransaction } from './association-gateway-of';
import type { PaymentDeps } from './payment-deps';
import { settle } from './settle';
import type { TransactionRow } from './payment-answer';

/**
 * A pending transaction's status as the gateway sees it now, recorded on our side: a success
 * is settled (item paid, receipt sent), an expired PIX or a failure is kept as such.
 */
export async function refreshStatus(
  deps: PaymentDeps,
  tx: TransactionRow,
  now = new Date(),
): Promise<TransactionStatus> {
  if (tx.status !== 'pending' || !tx.gatewayId) return tx.status as TransactionStatus;
  const gateway = await gatewayOfTransaction(deps, tx);
  const status = await gateway.getStatus(tx.gatewayId);
  if (status === 'pending') return 'pending';
  let ended: TransactionStatus = status;
  if (status === 'succeeded') {
    ended = (await settle(deps, tx.gatewayId, now)).ok ? 'succeeded' : 'failed';
  } else {
    await deps.db
      .update(transactions)
      .set({ status, updatedAt: now })
      .where(and(eq(transactions.id, tx.id), eq(transactions.status, 'pending')));
  }
  // Whoever asked (reconciliation or webhook), the areas hear of the end once it is recorded.
  const payment = {
    id: tx.id,
    gatewayId: tx.gatewayId,
    outcome: ended === 'succeeded' ? 'paid' : 'failed',
  } as const;
  for (const listener of deps.paymentEndListeners) await listener.run(deps, gateway, payment, now);
  return ended;
}
