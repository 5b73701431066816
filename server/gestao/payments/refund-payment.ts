import { and, eq, isNull, or, sql } from 'drizzle-orm';
import {
  PAYMENT_MSG,
  REFUNDABLE_METHODS,
  type RefundBody,
  type RefundDone,
} from '../../../domain/contract/gestao-payments';
import { recordedMethodOf } from '../../../domain/recorded-methods';
import { ERRORS } from '../../error-messages';
import type { Db } from '../../db/client';
import { transactions, type RefundRequest } from '../../db/schema';
import type { RefundResult } from '../../gateways/payment/payment-gateway';
import { gatewayOfTransaction } from '../../payments/issuer-gateway-of';
import type { PaymentDeps } from '../../payments/payment-deps';
import { cancelInvoicesOf } from '../../invoices/cancel-invoices';
import { paymentWithShares } from '../../payments/item-shares';
import { recordAudit } from '../audit/record-audit';
import { recordedFromRequest, recordRefund } from './refund-items';
import type { StaffSession } from '../staff-accounts';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { toPayment, findPayment } from './payment-rows';

/** A claim older than this is a refund whose server stopped between the PSP's answer and its commit. */
const STALE_CLAIM_MS = 15 * 60_000;

/**
 * Staff's refund, written on the payment before the PSP is called: one refund at a time (a second
 * click is refused), and the PSP's refund event, should it arrive before our commit, records it as
 * staff asked (server/payments/asaas-settled-change.ts). Answers the account that took the charge.
 */
async function claimRefund(db: Db, paymentId: number, request: RefundRequest) {
  const staleBefore = new Date(Date.parse(request.requestedAt) - STALE_CLAIM_MS).toISOString();
  const [claimed] = await db
    .update(transactions)
    .set({ refundRequest: request })
    .where(
      and(
        eq(transactions.id, paymentId),
        eq(transactions.status, 'succeeded'),
        or(
          isNull(transactions.refundRequest),
          sql`(${transactions.refundRequest}->>'requestedAt')::timestamptz < ${staleBefore}::timestamptz`,
        ),
      ),
    )
    .returning({ gatewayAccount: transactions.gatewayAccount });
  return claimed;
}

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
  const request = { staffId: who.id, refundedCentavos, reopen: reopenItem, requestedAt: now.toISOString() };
  const account = await claimRefund(db, paymentId, request);
  if (!account) return failed(PAYMENT_MSG.refundNotPaid, 409);
  const refunded = await gatewayOfTransaction(deps, {
    itemId: before.itemId,
    gatewayAccount: account.gatewayAccount,
  })
    .then((gateway) => gateway.refund(before.gatewayId!, refundedCentavos))
    .catch((): RefundResult => ({ ok: false, message: PAYMENT_MSG.refundRefused }));
  if (!refunded.ok) {
    await db.update(transactions).set({ refundRequest: null }).where(eq(transactions.id, paymentId));
    return failed(PAYMENT_MSG.refundRefused, 409);
  }
  const done = await db.transaction(async (trx) => {
    const recorded =
      (await recordRefund(trx, { paymentId, issuerId: who.issuerId, ...request }, now)) ??
      (await recordedFromRequest(trx, paymentId, request));
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
