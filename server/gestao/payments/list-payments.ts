import { count, desc, eq } from 'drizzle-orm';
import { type PaymentList, type PaymentListQuery } from '../../../domain/contract/gestao-payments';
import type { Db } from '../../db/client';
import { cashFlowItems, transactions } from '../../db/schema';
import { paidItemsOfEach } from '../../payments/paid-items';
import type { SecretBox } from '../../secrets/secret-box';
import { filtersWhere, selectPayments, toPayment } from './payment-rows';
import { returnTransfersOf } from './return-transfers';

/** Every transaction of the association's items, newest first, a page at a time. */
export async function listPayments(
  db: Db,
  box: SecretBox,
  associationId: number,
  q: PaymentListQuery,
): Promise<PaymentList> {
  const where = filtersWhere(associationId, q);
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
  const returns = await returnTransfersOf(
    db,
    box,
    associationId,
    rows.map((r) => r.id),
  );
  return {
    payments: rows.map((r) => ({
      ...toPayment(r),
      items: items.get(r.id)!,
      returnTransfer: returns.get(r.id) ?? null,
    })),
    total: Number(total?.n ?? 0),
  };
}
