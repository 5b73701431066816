import type { PaymentRefundedListener } from '../payments/payment-refunded';
import { cancelInvoicesOf } from './cancel-invoices';

/** "Payment refunded": the service invoices of the items whose whole share went back are cancelled. */
export const cancelInvoicesOnRefund: PaymentRefundedListener = {
  name: 'service invoices cancelled',
  run: async (deps, refunded, now) => {
    await cancelInvoicesOf(deps, refunded.itemIdsWhollyBack, now);
  },
};
