import { desc, eq } from 'drizzle-orm';
import type { InvoiceEntry } from '../../../domain/contract/gestao-invoices';
import type { Db } from '../../db/client';
import { cashFlowItems, members } from '../../db/schema';
import { serviceInvoices } from '../../db/schema-invoices';
import { payerNameColumn } from '../../payments/payer-name';

/** Notas fiscais: the association's service invoices, newest first (never another association's). */
export async function listInvoices(db: Db, associationId: number, limit = 500): Promise<InvoiceEntry[]> {
  const rows = await db
    .select({
      id: serviceInvoices.id,
      createdAt: serviceInvoices.createdAt,
      buyerName: payerNameColumn,
      product: cashFlowItems.description,
      valueCentavos: serviceInvoices.valueCentavos,
      status: serviceInvoices.status,
      errorReason: serviceInvoices.errorReason,
      number: serviceInvoices.number,
      pdfUrl: serviceInvoices.pdfUrl,
    })
    .from(serviceInvoices)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, serviceInvoices.itemId))
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .where(eq(serviceInvoices.associationId, associationId))
    .orderBy(desc(serviceInvoices.createdAt), desc(serviceInvoices.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    // Only an authorized (or later cancelled) invoice has a document to open.
    pdfUrl: r.status === 'authorized' || r.status === 'cancelled' ? r.pdfUrl : null,
  }));
}
