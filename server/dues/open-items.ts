import { and, asc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { PENDING_TOTAL_DAYS } from '../../domain/constants';
import type { AmountDue } from '../../domain/dues-pricing';
import { itemRefundOf, lastRefundColumn, type ItemRefund, type PackedRefund } from './item-refund';
import { addDays, startOfDay, todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared-query';
import { cashFlowItems, associations } from '../db/schema';
import { dueOn } from './item-price';

/** A pending item the member owes, priced for today. */
export interface OpenItem {
  id: number;
  associationId: number;
  associationName: string;
  kind: string;
  description: string;
  dueAt: Date;
  due: AmountDue;
  /** Its last payment was refunded (staff reopened it): when and how much; else null. */
  refund: ItemRefund | null;
}

export interface OpenItems {
  items: OpenItem[];
  totalCentavos: number;
}

/** More than any member owes at once; the list is never paged. */
const MAX_OPEN_ITEMS = 500;

// Every field aliased as itself: preparedQuery's rule for PGlite. Dates travel as text.
const openItemsStatement = preparedQuery('open_items', (db) =>
  db
    .select({
      id: sql<number>`${cashFlowItems.id}`.as('id'),
      associationId: sql<number>`${cashFlowItems.associationId}`.as('associationId'),
      associationName: sql<string>`${associations.name}`.as('associationName'),
      kind: sql<string>`${cashFlowItems.kind}`.as('kind'),
      description: sql<string>`${cashFlowItems.description}`.as('description'),
      dueAtMs: sql<string>`(floor(extract(epoch from ${cashFlowItems.dueAt}) * 1000)::int8)::text`.as(
        'dueAtMs',
      ),
      amountCentavos: sql<number>`${cashFlowItems.amountCentavos}`.as('amountCentavos'),
      promoCentavos: sql<number | null>`${cashFlowItems.promoCentavos}`.as('promoCentavos'),
      promoUntil: sql<string | null>`${cashFlowItems.promoUntil}::text`.as('promoUntil'),
      lateFineBps: sql<number>`${associations.lateFineBps}::int`.as('lateFineBps'),
      monthlyInterestBps: sql<number>`${associations.monthlyInterestBps}::int`.as('monthlyInterestBps'),
      lastRefund: sql<string | null>`${lastRefundColumn()}::text`.as('lastRefund'),
    })
    .from(cashFlowItems)
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
    .where(
      and(
        eq(cashFlowItems.memberId, sql.placeholder('memberId')),
        isNull(cashFlowItems.paidAt),
        isNull(cashFlowItems.publicRef),
        isNull(cashFlowItems.cancelledAt),
        ne(cashFlowItems.kind, 'product'),
        lt(cashFlowItems.dueAt, sql.placeholder('until')),
      ),
    )
    .orderBy(asc(cashFlowItems.dueAt), asc(cashFlowItems.id))
    .limit(MAX_OPEN_ITEMS),
);

/**
 * "Em aberto": every unpaid item the member owes, overdue ones included, up to 360 days ahead
 * (SPEC §9's total), each at today's amount. Home's total is the sum of this very list.
 */
export async function openItemsOf(db: Db, memberId: number, now = new Date()): Promise<OpenItems> {
  const today = todayInSaoPaulo(now);
  const until = startOfDay(addDays(today, PENDING_TOTAL_DAYS + 1));
  const rows = await openItemsStatement(db, { memberId, until: until.toISOString() });
  let totalCentavos = 0;
  const items = rows.map((row): OpenItem => {
    const dueAt = new Date(Number(row.dueAtMs));
    const due = dueOn({ ...row, dueAt }, today);
    totalCentavos += due.totalCentavos;
    return {
      id: row.id,
      associationId: row.associationId,
      associationName: row.associationName,
      kind: row.kind,
      description: row.description,
      dueAt,
      due,
      refund: itemRefundOf(
        row.lastRefund === null ? null : (JSON.parse(row.lastRefund) as PackedRefund),
        row.id,
      ),
    };
  });
  return { items, totalCentavos };
}
