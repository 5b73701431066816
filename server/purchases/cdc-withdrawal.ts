import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { pixKeyOf } from '../../domain/pix-key';
import { WITHDRAWAL_MSG, type ReturnedBy, type WithdrawalMethod } from '../../domain/withdrawal-messages';
import { voidRegistration } from '../congress/void-registration';
import { refundTransfers } from '../db/schema-refunds';
import { refundAtGateway } from '../payments/refund-at-gateway';
import { recordRefund } from '../payments/record-refund';
import type { PaymentDeps } from '../payments/payment-deps';
import { announceRefund, type RefundDeps } from '../payments/payment-refunded';
import { sendBoletoBackByPix, type BoletoRefundRow } from './boleto-refund';
import { checked, purchaseOf, type PurchaseHolder } from './withdrawal-state';

export interface Withdrawn {
  refundedCentavos: number;
  method: WithdrawalMethod;
  withdrawnAt: string;
  /** A boleto's: the PSP sent it by PIX, or staff will. */
  returnedBy?: ReturnedBy;
}

/** What the buyer typed for a boleto's refund (checked by domain/pix-key.ts). */
export interface TypedRefundKey {
  type?: unknown;
  key?: unknown;
}

/**
 * "Confirmar desistência" (CDC art. 49): within 7 days of the payment (and before the event
 * starts), everything the buyer paid for the item goes back through the PSP that took it (the
 * staff's refund machinery: claimed, refunded at the PSP, recorded with its reason); a boleto's
 * by PIX to the key the buyer typed (server/purchases/boleto-refund.ts), or, when the PSP cannot,
 * by staff's transfer. Then, in one database transaction, the item is withdrawn, its ticket void
 * and its seat free; the buyer is told by e-mail and the item's service invoice is cancelled. A
 * refusal of the PSP to refund a card or PIX changes nothing, nor does a key that is not one.
 */
export async function withdrawPurchase(
  deps: RefundDeps & Pick<PaymentDeps, 'config'>,
  holder: PurchaseHolder,
  typedKey?: TypedRefundKey,
  now = new Date(),
): Promise<Outcome<Withdrawn>> {
  const { db } = deps;
  const purchase = await purchaseOf(db, holder);
  if (!purchase) return failed(WITHDRAWAL_MSG.notFound, 404);
  const ok = checked(purchase, now);
  if (!ok.ok) return ok;
  const { method, payment } = ok.value;
  const { item } = purchase;
  const request = {
    staffId: null,
    refundedCentavos: payment.share,
    reopen: false,
    requestedAt: now.toISOString(),
    reason: 'cdc-49' as const,
  };
  let transfer: BoletoRefundRow | undefined;
  if (method === 'boleto') {
    const key = pixKeyOf(typedKey?.type, typedKey?.key);
    if (!key.ok) return failed(key.message, 422);
    const sent = await sendBoletoBackByPix(deps, { ...payment, associationId: item.associationId }, key.key, {
      ...request,
      byTransfer: true,
    });
    if (!sent.claimed) return failed(WITHDRAWAL_MSG.busy, 409);
    transfer = sent.row;
  } else {
    const refunded = await refundAtGateway(deps, payment, request);
    if (!refunded.ok)
      return failed(refunded.claimed ? WITHDRAWAL_MSG.refused(refunded.message) : WITHDRAWAL_MSG.busy, 409);
  }
  const recordedHere = await db.transaction(async (trx) => {
    const mine = await recordRefund(
      trx,
      { paymentId: payment.id, associationId: item.associationId, ...request },
      now,
    );
    if (transfer) await trx.insert(refundTransfers).values({ ...transfer, createdAt: now });
    await voidRegistration(trx, item.id, WITHDRAWAL_MSG.reason, now);
    return mine !== undefined;
  });
  // Said once: by the PSP's event when it recorded the refund first (asaas-settled-change.ts).
  if (recordedHere) await announceRefund(deps, payment.id, now);
  return succeeded({
    refundedCentavos: payment.share,
    method,
    withdrawnAt: now.toISOString(),
    ...(transfer
      ? {
          returnedBy:
            transfer.status === 'sent' || transfer.status === 'done' ? ('psp' as const) : ('staff' as const),
        }
      : {}),
  });
}
