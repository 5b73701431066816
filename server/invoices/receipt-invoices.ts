import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serviceInvoices } from '../db/schema-invoices';
import type { ReceiptInvoice } from '../payments/receipt-page';

/** The authorized service invoices of a payment, with their PDF, for its receipt page. */
export async function authorizedInvoicesOf(db: Db, transactionId: number): Promise<ReceiptInvoice[]> {
  const rows = await db
    .select({ number: serviceInvoices.number, pdfUrl: serviceInvoices.pdfUrl })
    .from(serviceInvoices)
    .where(
      and(
        eq(serviceInvoices.transactionId, transactionId),
        eq(serviceInvoices.status, 'authorized'),
        isNotNull(serviceInvoices.pdfUrl),
      ),
    )
    .orderBy(asc(serviceInvoices.id));
  return rows.map((r) => ({ number: r.number, pdfUrl: r.pdfUrl! }));
}
