import { count, desc, eq } from 'drizzle-orm';
import { type PaymentList, type PaymentListQuery } from '../../../domain/contract/gestao-payments';
import type { Db } from '../../db/client';
import { cashFlowItems, transactions } from '../../db/schema';
import { paidItemsOfEach } from '../../payments/paid-items';
import { filtersWhere, selectPayments, toPayment } from './payment-rows';

/** Every transaction of the issuer's items, newest first, a page at a time. */
export async function listPayments(db: Db, issuerId: number, q: PaymentListQuery): Promise<PaymentList> {
  const where = filtersWhere(issuerId, q);
  const [rows, [total]] = await Promise.all([
    selectPayments(db)
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(transactions)
      .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
      .where(where),
  ]);
  const items = await paidItemsOfEach(
    db,
    rows.map((r) => ({
      transactionId: r.id,
      itemId: r.itemId,
      description: r.itemDescription,
      amountCentavos: r.amountCentavos,
    })),
  );
  return {
    payments: rows.map((r) => ({ ...toPayment(r), items: items.get(r.id)! })),
    total: Number(total?.n ?? 0),
  };
}
