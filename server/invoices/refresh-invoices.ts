import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { serviceInvoices } from '../db/schema-invoices';
import {
  gatewayOfInvoice,
  recordGatewayInvoice,
  type InvoiceDeps,
  type InvoiceRow,
} from './invoice-gateway-of';
import { sendUnsentInvoices } from './schedule-invoices';

/** One invoice read back at its gateway (GET, never a webhook's body) and recorded. */
export async function refreshInvoice(deps: InvoiceDeps, invoice: InvoiceRow, now = new Date()) {
  if (!invoice.pspInvoiceId) return invoice;
  const gateway = await gatewayOfInvoice(deps, invoice);
  const current = await gateway.invoices?.read(invoice.pspInvoiceId);
  if (!current) return invoice;
  return (await recordGatewayInvoice(deps, invoice.id, current, now)) ?? invoice;
}

/**
 * The tick of the invoices (with the reconciliation, every RECONCILE_INTERVAL_MS): the invoices
 * never sent are sent, and those still waiting at the city hall are read back — a lost webhook
 * changes nothing for long, and the sandbox's city hall authorizes at this read.
 */
export async function refreshInvoices(deps: InvoiceDeps, now = new Date()) {
  const sent = await sendUnsentInvoices(deps, now);
  const waiting = await deps.db
    .select()
    .from(serviceInvoices)
    .where(and(inArray(serviceInvoices.status, ['scheduled']), isNotNull(serviceInvoices.pspInvoiceId)))
    .limit(200);
  let changed = 0;
  for (const invoice of waiting) {
    try {
      const after = await refreshInvoice(deps, invoice, now);
      if (after.status !== invoice.status) changed += 1;
    } catch (error) {
      deps.log?.warn({ err: error, invoiceId: invoice.id }, 'service invoice not read back');
    }
  }
  return { sent, checked: waiting.length, changed };
}

/** The invoice of an item, by our id: the receipt's and the back office's reads. */
export async function invoiceOfItem(deps: Pick<InvoiceDeps, 'db'>, itemId: number) {
  const [row] = await deps.db.select().from(serviceInvoices).where(eq(serviceInvoices.itemId, itemId));
  return row;
}
