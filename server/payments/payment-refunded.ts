import { paymentWithShares } from './item-shares';
import type { PaymentDeps } from './payment-deps';
import { sendRefundNotice } from './refund-notice';

/** What a refund's announcement and its listeners need. */
export type RefundDeps = Pick<
  PaymentDeps,
  'db' | 'gateway' | 'associationGateways' | 'outbox' | 'log' | 'paymentRefundedListeners' | 'changeEvents'
>;

/** A payment whose refund was just committed, and the items whose whole share went back. */
export interface RefundedPayment {
  paymentId: number;
  itemIdsWhollyBack: number[];
}

/**
 * What an area does when a payment is refunded (its service invoices are cancelled). Runs after
 * the refund is committed; it must be safe to run twice for one payment, and a failure never
 * undoes the refund. Each area registers its own in server/payment-areas.ts.
 */
export interface PaymentRefundedListener {
  name: string;
  run(deps: RefundDeps, refunded: RefundedPayment, now: Date): Promise<void>;
}

/**
 * "Payment refunded", said once by whoever recorded the refund (staff's Estornar, the buyer's
 * withdrawal, or Asaas's event of a refund made outside Quita): the payer is told, then each
 * area's listener runs on the items that went back whole.
 */
export async function announceRefund(deps: RefundDeps, paymentId: number, now = new Date()): Promise<void> {
  await sendRefundNotice(deps.db, deps.outbox, paymentId);
  const after = await paymentWithShares(deps.db, paymentId);
  const itemIdsWhollyBack = (after?.shares ?? [])
    .filter((s) => s.refundedCentavos >= s.shareCentavos)
    .map((s) => s.itemId);
  for (const listener of deps.paymentRefundedListeners) {
    try {
      await listener.run(deps, { paymentId, itemIdsWhollyBack }, now);
    } catch (error) {
      deps.log?.error(
        { err: error, paymentId, listener: listener.name },
        'a "payment refunded" listener failed',
      );
    }
  }
}
