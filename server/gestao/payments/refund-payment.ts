import { eq } from 'drizzle-orm';
import {
  PAYMENT_MSG,
  REFUNDABLE_METHODS,
  type RefundBody,
  type RefundDone,
} from '../../../domain/contract/gestao-payments';
import { recordedMethodOf } from '../../../domain/recorded-methods';
import { ERRORS } from '../../error-messages';
import { transactions } from '../../db/schema';
import type { RefundResult } from '../../gateways/payment/payment-gateway';
import { gatewayOfTransaction } from '../../payments/issuer-gateway-of';
import type { PaymentDeps } from '../../payments/payment-deps';
import { cancelInvoicesOf } from '../../invoices/cancel-invoices';
import { paymentWithShares } from '../../payments/item-shares';
import { recordAudit } from '../audit/record-audit';
import { recordRefund } from './refund-items';
import type { StaffSession } from '../staff-accounts';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { toPayment, findPayment } from './payment-rows';

/**
 * Refund of a succeeded PIX or card payment, whole or a part of it: the gateway first (the account
 * that took the charge), then, in one database transaction, the payment refunded and (when staff
 * choose) every item it paid whose whole share went back open again (server/gestao/payments/refund-items.ts).
 */
export async function refundPayment(
  deps: Pick<PaymentDeps, 'db' | 'gateway' | 'issuerGateways'>,
  who: StaffSession,
  paymentId: number,
  { reopenItem, amountCentavos }: RefundBody,
  now = new Date(),
): Promise<Outcome<RefundDone>> {
  const { db } = deps;
  const before = await findPayment(db, who.issuerId, paymentId);
  if (!before) return failed(ERRORS.notFound, 404);
  if (!REFUNDABLE_METHODS.includes(recordedMethodOf(before.method))) return failed(PAYMENT_MSG.refundMethod);
  if (before.status !== 'succeeded' || !before.gatewayId) return failed(PAYMENT_MSG.refundNotPaid, 409);
  const refundedCentavos = amountCentavos ?? before.amountCentavos;
  if (refundedCentavos > before.amountCentavos) return failed(PAYMENT_MSG.refundTooLarge);
  // The account that took the charge holds the money, even when the issuer uses another now.
  const [account] = await db
    .select({ gatewayAccount: transactions.gatewayAccount })
    .from(transactions)
    .where(eq(transactions.id, paymentId));
  const refunded = await gatewayOfTransaction(deps, {
    itemId: before.itemId,
    gatewayAccount: account!.gatewayAccount,
  })
    .then((gateway) => gateway.refund(before.gatewayId!, refundedCentavos))
    .catch((): RefundResult => ({ ok: false, message: PAYMENT_MSG.refundRefused }));
  if (!refunded.ok) return failed(PAYMENT_MSG.refundRefused, 409);
  const done = await db.transaction(async (trx) => {
    const recorded = await recordRefund(
      trx,
      { paymentId, issuerId: who.issuerId, staffId: who.id, refundedCentavos, reopen: reopenItem },
      now,
    );
    if (!recorded) return undefined;
    const after = await findPayment(trx, who.issuerId, paymentId);
    const outcome = {
      itemReopened: recorded.reopenedItemIds.length > 0,
      refundedCentavos,
      reopenedItemIds: recorded.reopenedItemIds,
    };
    await recordAudit(trx, who, {
      action: 'payment.refund',
      entity: 'transaction',
      entityId: paymentId,
      before: toPayment(before),
      after: { ...toPayment(after!), ...outcome, items: recorded.shares },
    });
    return { payment: toPayment(after!), ...outcome };
  });
  if (!done) return failed(PAYMENT_MSG.refundNotPaid, 409);
  // The service invoices of the items whose whole share went back are cancelled at the gateway.
  const after = await paymentWithShares(db, paymentId);
  const whollyBack = (after?.shares ?? []).filter((s) => s.refundedCentavos >= s.shareCentavos);
  await cancelInvoicesOf(
    deps,
    whollyBack.map((s) => s.itemId),
    now,
  );
  return succeeded(done);
}

/* ---------- CSV export ---------- */
