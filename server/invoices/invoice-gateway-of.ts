import { eq, sql } from 'drizzle-orm';
import { transactions } from '../db/schema';
import { serviceInvoices } from '../db/schema-invoices';
import type { GatewayInvoice } from '../gateways/payment/payment-gateway-invoices';
import { gatewayOfTransaction } from '../payments/association-gateway-of';
import type { PaymentDeps } from '../payments/payment-deps';

export type InvoiceDeps = Pick<PaymentDeps, 'db' | 'gateway' | 'associationGateways' | 'log'>;
export type InvoiceRow = typeof serviceInvoices.$inferSelect;

/** The gateway of the account that took the invoice's payment (the invoice lives there too). */
export async function gatewayOfInvoice(deps: InvoiceDeps, invoice: Pick<InvoiceRow, 'transactionId'>) {
  const [tx] = await deps.db
    .select({ itemId: transactions.itemId, gatewayAccount: transactions.gatewayAccount })
    .from(transactions)
    .where(eq(transactions.id, invoice.transactionId));
  if (!tx) throw new Error(`transaction ${invoice.transactionId} not found`);
  return gatewayOfTransaction(deps, tx);
}

/** Writes what the gateway answered about an invoice onto our row; the final states stay final. */
export async function recordGatewayInvoice(
  deps: Pick<InvoiceDeps, 'db'>,
  id: number,
  invoice: GatewayInvoice,
  now = new Date(),
) {
  const [row] = await deps.db
    .update(serviceInvoices)
    .set({
      pspInvoiceId: invoice.id,
      status: invoice.status,
      errorReason: invoice.statusDescription,
      pdfUrl: invoice.pdfUrl,
      number: invoice.number,
      updatedAt: now,
      // The first time it is seen authorized (or cancelled) is its date; later reads keep it.
      ...(invoice.status === 'authorized'
        ? { authorizedAt: sql`coalesce(${serviceInvoices.authorizedAt}, ${now.toISOString()}::timestamptz)` }
        : {}),
      ...(invoice.status === 'cancelled'
        ? { cancelledAt: sql`coalesce(${serviceInvoices.cancelledAt}, ${now.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(eq(serviceInvoices.id, id))
    .returning();
  return row;
}

/** An invoice that can never be issued: 'erro' with the reason staff read in Notas fiscais. */
export async function recordInvoiceError(
  deps: Pick<InvoiceDeps, 'db'>,
  id: number,
  reason: string,
  now = new Date(),
) {
  await deps.db
    .update(serviceInvoices)
    .set({ status: 'error', errorReason: reason, updatedAt: now })
    .where(eq(serviceInvoices.id, id));
}
