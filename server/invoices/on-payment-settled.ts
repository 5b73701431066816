import type { SettledHandler } from '../payments/settled-effects';
import type { InvoiceDeps } from './invoice-gateway-of';
import { scheduleInvoices } from './schedule-invoices';

/**
 * The service invoices (NFS-e) of the products that issue one: one per item (unique), claimed
 * before the gateway is asked; the payment stands without them.
 */
export const invoicesOnPaymentSettled = (deps: InvoiceDeps): SettledHandler => ({
  name: 'notas-fiscais',
  run: (event) => scheduleInvoices(deps, event.transactionId, event.paidAt),
});
