import { and, eq, inArray } from 'drizzle-orm';
import { serviceInvoices } from '../db/schema-invoices';
import { gatewayOfInvoice, recordGatewayInvoice, type InvoiceDeps } from './invoice-gateway-of';

/**
 * A refund takes back the service invoices of the items whose whole share went back: each one
 * issued or still waiting is cancelled at its gateway (Asaas: POST /v3/invoices/{id}/cancel). A
 * refusal (the city hall denies the cancellation) is logged and the invoice stays as it was:
 * the refund stands either way.
 */
export async function cancelInvoicesOf(deps: InvoiceDeps, itemIds: readonly number[], now = new Date()) {
  if (itemIds.length === 0) return 0;
  const live = await deps.db
    .select()
    .from(serviceInvoices)
    .where(
      and(
        inArray(serviceInvoices.itemId, [...itemIds]),
        inArray(serviceInvoices.status, ['scheduled', 'authorized']),
      ),
    );
  let cancelled = 0;
  for (const invoice of live) {
    try {
      const gateway = await gatewayOfInvoice(deps, invoice);
      if (!invoice.pspInvoiceId || !gateway.invoices) {
        await deps.db
          .update(serviceInvoices)
          .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
          .where(eq(serviceInvoices.id, invoice.id));
        cancelled += 1;
        continue;
      }
      const answer = await gateway.invoices.cancel(invoice.pspInvoiceId);
      if (!answer.ok) {
        deps.log?.warn({ invoiceId: invoice.id, reason: answer.message }, 'service invoice not cancelled');
        continue;
      }
      await recordGatewayInvoice(deps, invoice.id, answer.invoice, now);
      cancelled += 1;
    } catch (error) {
      deps.log?.warn({ err: error, invoiceId: invoice.id }, 'service invoice not cancelled');
    }
  }
  return cancelled;
}
