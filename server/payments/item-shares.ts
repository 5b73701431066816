import { and, asc, eq, inArray, notExists, or } from 'drizzle-orm';
import { splitRefund } from '../../domain/refund-split';
import type { Db } from '../db/client';
import { cashFlowItems, transactionItems, transactions } from '../db/schema';

/** What one payment paid of one item, and how much of that went back. */
export interface ItemShare {
  itemId: number;
  shareCentavos: number;
  refundedCentavos: number;
}

export interface PaymentOfItems {
  id: number;
  itemId: number;
  status: string;
  amountCentavos: number;
  refundedCentavos: number | null;
}

const paymentColumns = {
  id: transactions.id,
  itemId: transactions.itemId,
  status: transactions.status,
  amountCentavos: transactions.amountCentavos,
  refundedCentavos: transactions.refundedCentavos,
};

/** What a refunded payment gave back: its recorded part, or (rows older than it) everything. */
const refundedOf = (p: PaymentOfItems) =>
  p.status === 'refunded' ? (p.refundedCentavos ?? p.amountCentavos) : 0;

/**
 * Each payment's items (by due date, then id) with its share of the amount — the set's rows of
 * "Pagar selecionados", or its one item for all of it — and the part of each share a refund gave
 * back (domain/refund-split.ts).
 */
async function itemSharesOf(db: Db, payments: readonly PaymentOfItems[]): Promise<Map<number, ItemShare[]>> {
  const ids = payments.map((p) => p.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            transactionId: transactionItems.transactionId,
            itemId: transactionItems.itemId,
            shareCentavos: transactionItems.amountCentavos,
          })
          .from(transactionItems)
          .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactionItems.itemId))
          .where(inArray(transactionItems.transactionId, ids))
          .orderBy(asc(cashFlowItems.dueAt), asc(cashFlowItems.id));
  const shares = new Map<number, ItemShare[]>();
  for (const payment of payments) {
    const own = rows.filter((r) => r.transactionId === payment.id);
    const items = own.length > 0 ? own : [{ itemId: payment.itemId, shareCentavos: payment.amountCentavos }];
    const refunded = splitRefund(
      items.map((i) => i.shareCentavos),
      Math.min(
        refundedOf(payment),
        items.reduce((sum, i) => sum + i.shareCentavos, 0),
      ),
    );
    shares.set(
      payment.id,
      items.map((i, index) => ({
        itemId: i.itemId,
        shareCentavos: i.shareCentavos,
        refundedCentavos: refunded[index]!,
      })),
    );
  }
  return shares;
}

/** One payment and its items' shares. */
export async function paymentWithShares(db: Db, paymentId: number) {
  const [payment] = await db.select(paymentColumns).from(transactions).where(eq(transactions.id, paymentId));
  if (!payment) return undefined;
  return { payment, shares: (await itemSharesOf(db, [payment])).get(payment.id)! };
}

/**
 * The payments that paid (or paid and gave back) any of these items, with every item's share:
 * those that name an item as theirs alone and those whose set holds it.
 */
export async function paymentsOfItems(db: Db, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  const inSet = db
    .select({ id: transactionItems.transactionId })
    .from(transactionItems)
    .where(inArray(transactionItems.itemId, [...itemIds]));
  const hasSet = db
    .select({ id: transactionItems.transactionId })
    .from(transactionItems)
    .where(eq(transactionItems.transactionId, transactions.id));
  const payments = await db
    .select(paymentColumns)
    .from(transactions)
    .where(
      and(
        inArray(transactions.status, ['succeeded', 'refunded']),
        or(
          and(inArray(transactions.itemId, [...itemIds]), notExists(hasSet)),
          inArray(transactions.id, inSet),
        ),
      ),
    );
  const shares = await itemSharesOf(db, payments);
  return payments.map((payment) => ({ payment, shares: shares.get(payment.id)! }));
}
