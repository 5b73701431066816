import { and, asc, count, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { type ItemList, type ItemListQuery } from '../../../domain/contract/gestao-charges';
import type { Db } from '../../db/client';
import { cashFlowItems, memberships } from '../../db/schema';
import { dueInstant, selectItems, toItem, associationItem } from './charge-items';

const statusWhere = {
  open: () => and(isNull(cashFlowItems.paidAt), isNull(cashFlowItems.cancelledAt)),
  paid: () => and(isNotNull(cashFlowItems.paidAt), isNull(cashFlowItems.cancelledAt)),
  cancelled: () => isNotNull(cashFlowItems.cancelledAt),
} as const;

/** The association's items by situation, category (the member's current one) and due period, a page at a time. */
export async function listItems(db: Db, associationId: number, q: ItemListQuery): Promise<ItemList> {
  const startOf = (day: string) => sql`${dueInstant(sql`${day}`)} - interval '12 hours'`;
  const where = and(
    associationItem(associationId),
    statusWhere[q.status](),
    q.categoryId === undefined ? undefined : eq(memberships.categoryId, q.categoryId),
    q.batchId === undefined ? undefined : eq(cashFlowItems.chargeBatchId, q.batchId),
    q.from === undefined ? undefined : gte(cashFlowItems.dueAt, startOf(q.from)),
    q.to === undefined ? undefined : lt(cashFlowItems.dueAt, sql`${startOf(q.to)} + interval '1 day'`),
  );
  const [rows, [total]] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(asc(cashFlowItems.dueAt), asc(cashFlowItems.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(cashFlowItems)
      .leftJoin(
        memberships,
        and(
          eq(memberships.memberId, cashFlowItems.memberId),
          eq(memberships.associationId, cashFlowItems.associationId),
        ),
      )
      .where(where),
  ]);
  return { items: rows.map((r) => toItem(r)), total: Number(total?.n ?? 0) };
}
