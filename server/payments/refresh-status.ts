import { and, eq } from 'drizzle-orm';
import type { TransactionStatus } from '../../domain/transaction';
import { transactions } from '../db/schema';
import { recordRecurringChargeEnd } from '../recurring/charge-end';
import { gatewayOfTransaction } from './issuer-gateway-of';
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
  // A Pix Automático charge's row ends with its payment, whoever asked (reconciliation or webhook).
  const payment = { id: tx.id, gatewayId: tx.gatewayId };
  await recordRecurringChargeEnd(deps, gateway, payment, ended === 'succeeded' ? 'paid' : 'failed', now);
  return ended;
}
