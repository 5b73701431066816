import type { PaymentDeps } from '../payments/payment-deps';
import type { SettledHandler } from '../payments/settled-effects';
import { cancelChargesOfPaidItems } from './close-charges';

/**
 * A Pix Automático charge already sent for an item now paid another way must not be debited too:
 * it is withdrawn (a charge already withdrawn is not asked again).
 */
export const recurringOnPaymentSettled = (
  deps: Pick<PaymentDeps, 'db' | 'gateway' | 'associationGateways' | 'log'>,
): SettledHandler => ({
  name: 'debito-automatico',
  run: (event) => cancelChargesOfPaidItems(deps, event.itemIds),
});
