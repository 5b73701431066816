import { and, eq } from 'drizzle-orm';
import { transactions } from '../db/schema';
import { serviceInvoices } from '../db/schema-invoices';
import {
  chargedAt,
  handledOnce,
  type AsaasEventAccount,
  type NotificationHandling,
} from '../payments/asaas-notification';
import type { InvoiceDeps } from './invoice-gateway-of';
import { refreshInvoice } from './refresh-invoices';

/**
 * One Asaas invoice event (INVOICE_CREATED … INVOICE_ERROR), handled once by its id like the
 * payment events: the invoice is read back (GET /v3/invoices/{id}) at the account that took its
 * payment, never taken from the event's body. An event about an invoice of ours whose token is
 * another account's is 'foreign' and changes nothing; one about no invoice of ours is 'unknown'.
 * Throws when Asaas cannot be asked: the event is not recorded, so its redelivery is handled.
 */
export async function handleAsaasInvoiceEvent(
  deps: InvoiceDeps,
  event: { id: string; event: string; invoiceId: string | undefined },
  account: AsaasEventAccount,
  now = new Date(),
): Promise<NotificationHandling> {
  return handledOnce(deps.db, event, () => refreshFromAsaas(deps, event.invoiceId, account, now));
}

async function refreshFromAsaas(
  deps: InvoiceDeps,
  invoiceId: string | undefined,
  account: AsaasEventAccount,
  now: Date,
): Promise<NotificationHandling> {
  if (!invoiceId) return 'unknown';
  const [invoice] = await deps.db
    .select()
    .from(serviceInvoices)
    .where(eq(serviceInvoices.pspInvoiceId, invoiceId));
  if (!invoice) return 'unknown';
  const [ours] = await deps.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.id, invoice.transactionId), chargedAt(account)));
  if (!ours) return 'foreign';
  await refreshInvoice(deps, invoice, now);
  return 'checked';
}
