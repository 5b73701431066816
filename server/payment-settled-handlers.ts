import { ticketsOnPaymentSettled } from './congress/on-payment-settled';
import { receiptOnPaymentSettled } from './documents/on-payment-settled';
import { changesOnPaymentSettled } from './live-changes/on-payment';
import { liveStatusOnPaymentSettled } from './live-status/on-payment-settled';
import { invoicesOnPaymentSettled } from './invoices/on-payment-settled';
import type { PaymentDeps } from './payments/payment-deps';
import type { SettledHandler } from './payments/settled-effects';
import { recurringOnPaymentSettled } from './recurring/on-payment-settled';
import { secretBoxOf } from './secrets/secret-box';
import { whatsappOnPaymentSettled } from './whatsapp/on-payment-settled';

/**
 * Everything that happens after a payment settles, one handler per area, each in its own folder
 * (docs/architecture.md › "Payment settled"). To add one: write `<area>/on-payment-settled.ts`
 * returning a SettledHandler with a new name and an effect that happens once however often it
 * runs (a unique key in the database), and add it here. They run in this order.
 */
export function paymentSettledHandlers(
  deps: Pick<
    PaymentDeps,
    | 'db'
    | 'gateway'
    | 'associationGateways'
    | 'outbox'
    | 'transactionEvents'
    | 'changeEvents'
    | 'log'
    | 'config'
  >,
): SettledHandler[] {
  const { db, outbox, log } = deps;
  return [
    liveStatusOnPaymentSettled(deps),
    changesOnPaymentSettled(deps),
    ticketsOnPaymentSettled({ db, outbox, box: secretBoxOf(deps.config), log }),
    receiptOnPaymentSettled(deps),
    invoicesOnPaymentSettled(deps),
    recurringOnPaymentSettled(deps),
    whatsappOnPaymentSettled(deps),
  ];
}
