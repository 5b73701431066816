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

export const toPayment = (r: PaymentRow): PaymentRecord => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  method: recordedMethodOf(r.method),
  status: r.status as PaymentStatus,
  netCentavos: r.amountCentavos - r.feeCentavos,
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
