import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems, associations, members, products, transactions } from '../db/schema';
import { maskEmail } from '../members/mask-contact';
import { methodLabel, receiptEmails } from '../payments/receipt';
import { serviceInvoices, type InvoiceStatus } from '../db/schema-invoices';
import type { ItemReference } from './referenced-item';

/** A paid purchase as its buyer is shown it: what, from whom, how much, how and when it was paid. */
export interface CompletedPurchase {
  description: string;
  associationName: string;
  amountCentavos: number;
  /** "PIX", "Boleto", "Cartão de crédito em 3x"… */
  paidWith: string;
  /** ISO 8601. */
  paidAt: string;
  receiptUrl: string;
  /** The e-mail typed, then the account's (masked) when another. */
  receiptSentTo: string[];
  /** The item's service invoice (NFS-e), when its product issues one; its PDF once authorized. */
  invoice: { status: InvoiceStatus; pdfUrl: string | null } | null;
}

/** The public receipt of a purchase's payment, opened by the transaction's access hash. */
const publicReceiptUrl = (accessHash: string) => `/api/access/recibo/${encodeURIComponent(accessHash)}`;

/**
 * "Compra concluída": what the buyer bought and paid, to the holder of the item's reference only,
 * once it is paid. The receipt went to the e-mail typed and to the account's when it is another
 * one; that one is shown masked (a CPF alone does not make the buyer its owner).
 */
export async function findCompletedPurchase(
  db: Db,
  ref: ItemReference,
): Promise<CompletedPurchase | undefined> {
  const [row] = await db
    .select({
      description: cashFlowItems.description,
      associationName: associations.name,
      amountCentavos: transactions.amountCentavos,
      method: transactions.method,
      installments: transactions.installments,
      paidAt: cashFlowItems.paidAt,
      accessHash: transactions.accessHash,
      receiptEmail: cashFlowItems.receiptEmail,
      email: members.email,
    })
    .from(cashFlowItems)
    .innerJoin(products, eq(products.id, cashFlowItems.productId))
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .innerJoin(
      transactions,
      and(
        eq(transactions.itemId, cashFlowItems.id),
        // A purchase the buyer withdrew (CDC art. 49) is still shown, as withdrawn.
        or(
          eq(transactions.status, 'succeeded'),
          and(eq(transactions.status, 'refunded'), eq(transactions.refundReason, 'cdc-49')),
        ),
      ),
    )
    .where(
      and(
        eq(cashFlowItems.id, ref.itemId),
        eq(cashFlowItems.publicRef, ref.reference),
        eq(products.hash, ref.hash),
        isNotNull(cashFlowItems.paidAt),
      ),
    )
    .orderBy(desc(transactions.updatedAt), desc(transactions.id))
    .limit(1);
  if (!row?.paidAt) return undefined;
  const [invoice] = await db
    .select({ status: serviceInvoices.status, pdfUrl: serviceInvoices.pdfUrl })
    .from(serviceInvoices)
    .where(eq(serviceInvoices.itemId, ref.itemId))
    .orderBy(desc(serviceInvoices.id))
    .limit(1);
  const typed = row.receiptEmail?.toLowerCase();
  return {
    description: row.description,
    associationName: row.associationName,
    amountCentavos: row.amountCentavos,
    paidWith: methodLabel(row.method, row.installments),
    paidAt: row.paidAt.toISOString(),
    receiptUrl: publicReceiptUrl(row.accessHash),
    receiptSentTo: receiptEmails(row).map((email) =>
      email.toLowerCase() === typed ? email : maskEmail(email),
    ),
    invoice: invoice
      ? { status: invoice.status, pdfUrl: invoice.status === 'authorized' ? invoice.pdfUrl : null }
      : null,
  };
}
