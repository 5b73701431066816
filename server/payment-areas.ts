import { seatsChargeGuard } from './congress/seats';
import type { ChargeGuard } from './payments/charge-guards';
import { boletoCharge } from './payments/methods/boleto-charge';
import { cardCharge } from './payments/methods/card-charge';
import type { MethodCharges } from './payments/methods/method-charge';
import { pixCharge } from './payments/methods/pix-charge';
import { cancelInvoicesOnRefund } from './invoices/on-payment-refunded';
import { changesOnPaymentRefunded } from './live-changes/on-payment';
import type { PaymentEndListener } from './payments/payment-end-listeners';
import type { PaymentRefundedListener } from './payments/payment-refunded';
import { recurringChargeEndListener } from './recurring/charge-end';
import { pixAutomaticoCharge } from './recurring/pix-automatico-charge';

/**
 * What the areas plug into payments/, which names none of them (the app hands these over as
 * PaymentDeps; "payment settled" has its own list, server/payment-settled-handlers.ts). To add one,
 * export it from the area's folder and list it here.
 */

/** How the server charges each method of domain/payment-methods.ts: Pix Automático is recurring/'s. */
export const methodCharges: MethodCharges = {
  pix: pixCharge,
  boleto: boletoCharge,
  card: cardCharge,
  pixAutomatico: pixAutomaticoCharge,
};

/** What each area checks before a payment of its items starts, in this order. */
export const chargeGuards: readonly ChargeGuard[] = [seatsChargeGuard];

/** What each area does when a pending payment ends, paid or failed, in this order. */
export const paymentEndListeners: readonly PaymentEndListener[] = [recurringChargeEndListener];

/** What each area does when a payment is refunded, in this order. */
export const paymentRefundedListeners: readonly PaymentRefundedListener[] = [
  cancelInvoicesOnRefund,
  changesOnPaymentRefunded,
];
