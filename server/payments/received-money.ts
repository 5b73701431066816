import { sql, type SQL } from 'drizzle-orm';
import { APP_TIMEZONE } from '../../domain/dates';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { cashFlowItems, memberships, transactionItems, transactions } from '../db/schema';

/**
 * The association's money as its payments say it, the one source of every "received" figure
 * (Painel, Pagamentos' totals, Saúde's "Receita por forma de pagamento"): what each payment took
 * (Pagamentos' "Bruto"), what a refund gave back and what a chargeback took, with what the gateway
 * kept. Never the list price of the items paid: a late item is paid with its fine and interest, an
 * early one at its early price.
 *
 * Each movement counts on its own São Paulo day, as a bank statement would: a payment when it
 * settled (its items' paid instant: staff's day for a "baixa manual"), a refund when the money went
 * back, a chargeback when the payer's bank opened it. A month closed in the books stays closed. An
 * item paid with no payment of the app (received before it, rows older than the payments table)
 * counts as manual, for what it was paid.
 */
export interface ReceivedMoney {
  /** What the payments took. */
  paidCentavos: number;
  /** What refunds gave back. */
  refundedCentavos: number;
  /** What open chargebacks took back. */
  disputedCentavos: number;
  /** What the gateways kept of the payments. */
  feeCentavos: number;
  /** paid − refunded − disputed: the "Recebido" figure. */
  receivedCentavos: number;
}

export interface ReceivedInMonth extends ReceivedMoney {
  /** 'YYYY-MM', São Paulo calendar. */
  month: string;
  /** transactions.method; 'M' for an item paid with no payment. */
  method: string;
}

/** Only the items of members of this category today (Saúde's filter). */
export interface MoneyFilter {
  categoryId?: number;
}

const SETTLED = sql.raw(`('succeeded', 'refunded')`);

function ofAssociation(associationId: number, { categoryId }: MoneyFilter): SQL {
  if (categoryId === undefined) return sql`${cashFlowItems.associationId} = ${associationId}`;
  return sql`${cashFlowItems.associationId} = ${associationId} and exists (select 1 from ${memberships} ms
    where ms.member_id = ${cashFlowItems.memberId} and ms.issuer_id = ${associationId}
      and ms.category_id = ${categoryId})`;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The payment's item, when it is the association's (and of the filtered category), looked up by
 * its key for each payment: the refunds, chargebacks and unpaid items' payments are few, and
 * reading all the items to join them would cost more than the figure.
 */
const itemOfPayment = (where: SQL) => sql`cross join lateral (
    select ${cashFlowItems.paidAt} as paid_at from ${cashFlowItems}
    where ${cashFlowItems.id} = ${transactions.itemId} and ${where} offset 0) i`;

/** A month and a half: the Painel's month and Saúde's current one. */
const RECENT_MS = 45 * 86_400_000;

/**
 * A payment whose item is not paid (a refund reopened it) is found by the payment's day. Since a
 * recent day, each payment's item is looked up by its key (a month's payments: milliseconds);
 * over a longer period, one pass over the items costs less than as many lookups as payments.
 */
const unpaidItemOf = (where: SQL, since: Date) =>
  Date.now() - since.getTime() <= RECENT_MS
    ? itemOfPayment(where)
    : sql`join lateral (select ${cashFlowItems.paidAt} as paid_at from ${cashFlowItems}
        where ${cashFlowItems.id} = ${transactions.itemId} and ${where}) i on true`;

/**
 * Every movement of the association's money on or after `since`, one row each: `at`, method,
 * paid, refunded, disputed, fee. Each part is read by its index: payments by their item's paid
 * instant (or, for an item not paid, their own), the few refunds and chargebacks by their own.
 */
function movements(associationId: number, filter: MoneyFilter, since: Date): SQL {
  const where = ofAssociation(associationId, filter);
  const from = at(since);
  const settledAt = sql`coalesce(i.paid_at, ${transactions.createdAt})`;
  const payment = sql`select ${transactions.method} as method, ${settledAt} as at,
      ${transactions.amountCentavos} as paid, 0 as refunded, 0 as disputed, ${transactions.feeCentavos} as fee`;
  return sql`
    ${payment}
    from ${cashFlowItems} join ${transactions} on ${transactions.itemId} = ${cashFlowItems.id}
    cross join lateral (select ${cashFlowItems.paidAt} as paid_at) i
    where ${where} and ${cashFlowItems.paidAt} >= ${from} and ${transactions.status} in ${SETTLED}
    union all
    ${payment}
    from ${transactions} ${unpaidItemOf(where, since)}
    where i.paid_at is null and ${transactions.createdAt} >= ${from} and ${transactions.status} in ${SETTLED}
    union all
    select ${transactions.method}, coalesce(${transactions.refundedAt}, ${settledAt}), 0,
      case when ${transactions.status} = 'refunded'
           then coalesce(${transactions.refundedCentavos}, ${transactions.amountCentavos})
           else ${transactions.amountCentavos} end, 0, 0
    from ${transactions} ${itemOfPayment(where)}
    where (${transactions.status} = 'refunded'
      or (${transactions.status} = 'succeeded' and ${transactions.refundedAt} is not null))
      and (${transactions.refundedAt} >= ${from} or ${transactions.refundedAt} is null)
    union all
    select ${transactions.method}, ${transactions.disputedAt}, 0, 0, ${transactions.amountCentavos}, 0
    from ${transactions} ${itemOfPayment(where)}
    where ${transactions.status} = 'succeeded' and ${transactions.refundedAt} is null
      and ${transactions.disputedAt} >= ${from}
    union all
    select 'M', ${cashFlowItems.paidAt}, coalesce(${cashFlowItems.paidCentavos}, ${cashFlowItems.amountCentavos}), 0, 0, 0
    from ${cashFlowItems}
    where ${where} and ${cashFlowItems.paidAt} >= ${from} and ${cashFlowItems.cancelledAt} is null
      and not exists (select 1 from ${transactions} t2
        where t2.item_id = ${cashFlowItems.id} and t2.status in ${SETTLED})
      and not exists (select 1 from ${transactionItems} ti join ${transactions} t3 on t3.id = ti.transaction_id
        where ti.item_id = ${cashFlowItems.id} and t3.status in ${SETTLED})`;
}

interface Sums {
  paid: string | number;
  refunded: string | number;
  disputed: string | number;
  fee: string | number;
}

const SUMS = sql`coalesce(sum(paid), 0) as paid, coalesce(sum(refunded), 0) as refunded,
  coalesce(sum(disputed), 0) as disputed, coalesce(sum(fee), 0) as fee`;

function moneyOf(row: Sums | undefined): ReceivedMoney {
  const paidCentavos = Number(row?.paid ?? 0);
  const refundedCentavos = Number(row?.refunded ?? 0);
  const disputedCentavos = Number(row?.disputed ?? 0);
  return {
    paidCentavos,
    refundedCentavos,
    disputedCentavos,
    feeCentavos: Number(row?.fee ?? 0),
    receivedCentavos: paidCentavos - refundedCentavos - disputedCentavos,
  };
}

/** What the association received from `from` (inclusive) to `to` (exclusive). */
export async function receivedMoney(
  db: Db,
  associationId: number,
  from: Date,
  to: Date,
): Promise<ReceivedMoney> {
  const [row] = rowsOf<Sums>(
    await db.execute(sql`
      select ${SUMS} from (${movements(associationId, {}, from)}) r
      where at >= ${at(from)} and at < ${at(to)}`),
  );
  return moneyOf(row);
}

/** What the association received from `from` on, by São Paulo month and by payment method. */
export async function receivedByMonth(
  db: Db,
  associationId: number,
  from: Date,
  filter: MoneyFilter = {},
): Promise<ReceivedInMonth[]> {
  // The zone as a literal: as a parameter, the select and the group by would be two expressions.
  const month = sql.raw(`to_char(at at time zone '${APP_TIMEZONE}', 'YYYY-MM')`);
  const rows = rowsOf<Sums & { month: string; method: string }>(
    await db.execute(sql`
      select ${month} as month, method, ${SUMS}
      from (${movements(associationId, filter, from)}) r
      where at >= ${at(from)}
      group by ${month}, method`),
  );
  return rows.map((r) => ({ month: r.month, method: r.method, ...moneyOf(r) }));
}
