import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems, transactionItems } from '../db/schema';

export interface PaidItem {
  itemId: number;
  description: string;
  amountCentavos: number;
}

/** What a payment settled, as the queries below need to know it. */
export interface PaidSource {
  transactionId: number;
  itemId: number;
  description: string;
  amountCentavos: number;
}

const sharesOf = (db: Db, transactionIds: number[]) =>
  db
    .select({
      transactionId: transactionItems.transactionId,
      itemId: cashFlowItems.id,
      description: cashFlowItems.description,
      amountCentavos: transactionItems.amountCentavos,
    })
    .from(transactionItems)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactionItems.itemId))
    .where(inArray(transactionItems.transactionId, transactionIds))
    .orderBy(cashFlowItems.dueAt, cashFlowItems.id);

/**
 * What each transaction paid, item by item: each item of a set with its share, or its one item
 * for the whole amount. One query for all of them (a page of the list, a receipt).
 */
export async function paidItemsOfEach(db: Db, txs: readonly PaidSource[]): Promise<Map<number, PaidItem[]>> {
  const shares = txs.length === 0 ? [] : await sharesOf(db, [...new Set(txs.map((tx) => tx.transactionId))]);
  const byTransaction = new Map<number, PaidItem[]>();
  for (const { transactionId, ...item } of shares) {
    byTransaction.set(transactionId, [...(byTransaction.get(transactionId) ?? []), item]);
  }
  for (const tx of txs) {
    if (!byTransaction.has(tx.transactionId)) {
      byTransaction.set(tx.transactionId, [
        { itemId: tx.itemId, description: tx.description, amountCentavos: tx.amountCentavos },
      ]);
    }
  }
  return byTransaction;
}

/** What one transaction paid, item by item (see paidItemsOfEach). For receipts. */
export async function paidItemsOf(db: Db, tx: PaidSource): Promise<PaidItem[]> {
  return (await paidItemsOfEach(db, [tx])).get(tx.transactionId)!;
}
