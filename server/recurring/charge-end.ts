import { and, eq, inArray } from 'drizzle-orm';
import { recurringCharges } from '../db/schema';
import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import type { PaymentDeps } from '../payments/payment-deps';
import type { PaymentEndListener } from '../payments/payment-end-listeners';

/** Why a charge failed when the PSP gives no words of its own. */
export const REFUSED_BY_BANK = 'Recusada pelo banco do pagador.';

/**
 * A payment that ended (settled or failed, by its notification or by the reconciliation) ends
 * the recurring charge it was, when it was one: paid, or failed with the PSP's reason.
 */
export async function recordRecurringChargeEnd(
  deps: Pick<PaymentDeps, 'db'>,
  gateway: PaymentGateway,
  payment: { id: number; gatewayId: string },
  outcome: 'paid' | 'failed',
  now = new Date(),
): Promise<void> {
  const open = and(
    eq(recurringCharges.transactionId, payment.id),
    inArray(recurringCharges.status, ['sending', 'sent']),
  );
  const [charge] = await deps.db.select({ id: recurringCharges.id }).from(recurringCharges).where(open);
  if (!charge) return;
  const reason =
    outcome === 'failed'
      ? ((await gateway.recurring?.chargeState(payment.gatewayId).catch(() => null))?.reason ??
        REFUSED_BY_BANK)
      : null;
  await deps.db
    .update(recurringCharges)
    .set({ status: outcome, failureReason: reason, updatedAt: now })
    .where(and(eq(recurringCharges.id, charge.id), open));
}

/** Registered in server/payment-areas.ts. */
export const recurringChargeEndListener: PaymentEndListener = {
  name: 'pix-automatico-cobranca',
  run: (deps, gateway, payment, now) =>
    recordRecurringChargeEnd(deps, gateway, payment, payment.outcome, now),
};
