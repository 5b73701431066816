import {
  PAYMENT_MSG,
  REFUNDABLE_METHODS,
  type RefundBody,
  type RefundDone,
} from '../../../domain/contract/gestao-payments';
import { recordedMethodOf } from '../../../domain/recorded-methods';
import { ERRORS } from '../../error-messages';
import { announceRefund, type RefundDeps } from '../../payments/payment-refunded';
import { recordAudit } from '../audit/record-audit';
import { refundAtGateway } from '../../payments/refund-at-gateway';
import { recordedFromRequest, recordRefund } from '../../payments/record-refund';
import type { StaffSession } from '../staff-accounts';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { toPayment, findPayment } from './payment-rows';

/**
 * Refund of a succeeded PIX or card payment, whole or a part of it: the gateway first (the account
 * that took the charge), then, in one database transaction, the payment refunded and (when staff
 * choose) every item it paid whose whole share went back open again (server/payments/record-refund.ts).
 */
export async function refundPayment(
  deps: RefundDeps,
  who: StaffSession,
  paymentId: number,
  { reopenItem, amountCentavos }: RefundBody,
  now = new Date(),
): Promise<Outcome<RefundDone>> {
  const { db } = deps;
  const before = await findPayment(db, who.associationId, paymentId);
  if (!before) return failed(ERRORS.notFound, 404);
  if (!REFUNDABLE_METHODS.includes(recordedMethodOf(before.method))) return failed(PAYMENT_MSG.refundMethod);
  if (before.status !== 'succeeded' || !before.gatewayId) return failed(PAYMENT_MSG.refundNotPaid, 409);
  const refundedCentavos = amountCentavos ?? before.amountCentavos;
  if (refundedCentavos > before.amountCentavos) return failed(PAYMENT_MSG.refundTooLarge);
  const request = { staffId: who.id, refundedCentavos, reopen: reopenItem, requestedAt: now.toISOString() };
  const refunded = await refundAtGateway(
    deps,
    { id: paymentId, itemId: before.itemId, gatewayId: before.gatewayId },
    request,
  );
  if (!refunded.ok)
    return failed(refunded.claimed ? PAYMENT_MSG.refundRefused : PAYMENT_MSG.refundNotPaid, 409);
  let recordedHere = false;
  const done = await db.transaction(async (trx) => {
    const mine = await recordRefund(trx, { paymentId, associationId: who.associationId, ...request }, now);
    recordedHere = mine !== undefined;
    const recorded = mine ?? (await recordedFromRequest(trx, paymentId, request));
    if (!recorded) return undefined;
    const after = await findPayment(trx, who.associationId, paymentId);
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
  // Said once: by the PSP's event when it recorded the refund first (asaas-settled-change.ts).
  if (recordedHere) await announceRefund(deps, paymentId, now);
  return succeeded(done);
}

/* ---------- CSV export ---------- */
