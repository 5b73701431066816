import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  type PaymentRecord,
  type PaymentFilters,
  type PaymentStatus,
} from '../../../domain/contract/gestao-payments';
import { APP_TIMEZONE } from '../../../domain/dates';
import { codesOfRecordedMethod, recordedMethodOf } from '../../../domain/recorded-methods';
import type { Db } from '../../db/client';
import { cashFlowItems, members, transactions } from '../../db/schema';

/** The instant a São Paulo calendar day starts. */
export const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${APP_TIMEZONE}`;

export function filtersWhere(associationId: number, f: PaymentFilters): SQL {
  return and(
    eq(cashFlowItems.associationId, associationId),
    f.from === undefined ? undefined : gte(transactions.createdAt, dayStart(f.from)),
    f.to === undefined ? undefined : lt(transactions.createdAt, sql`${dayStart(f.to)} + interval '1 day'`),
    f.method === undefined ? undefined : inArray(transactions.method, codesOfRecordedMethod(f.method)),
    f.status === undefined ? undefined : eq(transactions.status, f.status),
  )!;
}

/** Who paid the payments the filters match, as member ids (one a payment): for the access log. */
export const payingMemberIds = (db: Db, associationId: number, f: PaymentFilters) =>
  db
    .select({ memberId: cashFlowItems.memberId })
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .where(filtersWhere(associationId, f));

const paymentColumns = {
  id: transactions.id,
  createdAt: transactions.createdAt,
  memberId: members.id,
  memberName: members.name,
  cpf: members.cpf,
  itemId: cashFlowItems.id,
  itemDescription: cashFlowItems.description,
  method: transactions.method,
  manualMethod: transactions.manualMethod,
  installments: transactions.installments,
  status: transactions.status,
  amountCentavos: transactions.amountCentavos,
  feeCentavos: transactions.feeCentavos,
  gatewayId: transactions.gatewayId,
  refundedAt: transactions.refundedAt,
  refundedCentavos: transactions.refundedCentavos,
  refundReason: transactions.refundReason,
  disputedAt: transactions.disputedAt,
  note: transactions.note,
};

export const selectPayments = (db: Db) =>
  db
    .select(paymentColumns)
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .innerJoin(members, eq(members.id, cashFlowItems.memberId));

type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['where']>>[number];

/**
 * What went back of a payment, as server/payments/received-money.ts counts refunds: a refunded
 * payment's recorded part (rows older than it: all of it); a settled one with a refund date, all.
 * csv-lines.ts's `refunded` is its SQL twin.
 */
function refundedOf(r: Pick<PaymentRow, 'status' | 'amountCentavos' | 'refundedCentavos' | 'refundedAt'>) {
  if (r.status === 'refunded') return r.refundedCentavos ?? r.amountCentavos;
  return r.status === 'succeeded' && r.refundedAt ? r.amountCentavos : null;
}

/** PaymentRecord.netCentavos; csv-lines.ts's `net` is its SQL twin. */
function netOf(r: PaymentRow, refunded: number | null) {
  if (r.status !== 'succeeded' && r.status !== 'refunded') return 0;
  const disputed = r.status === 'succeeded' && !r.refundedAt && r.disputedAt ? r.amountCentavos : 0;
  return r.amountCentavos - r.feeCentavos - (refunded ?? 0) - disputed;
}

export const toPayment = (r: PaymentRow): PaymentRecord => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  method: recordedMethodOf(r.method),
  status: r.status as PaymentStatus,
  netCentavos: netOf(r, refundedOf(r)),
  refundedCentavos: refundedOf(r),
  refundedAt: r.refundedAt?.toISOString() ?? null,
  refundReason: r.refundReason ?? null,
  disputedAt: r.disputedAt?.toISOString() ?? null,
});

export async function findPayment(db: Db, associationId: number, paymentId: number) {
  const [row] = await selectPayments(db).where(
    and(eq(transactions.id, paymentId), eq(cashFlowItems.associationId, associationId)),
  );
  return row;
}
