import { and, desc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { recordedOnlyMethods } from '../../domain/recorded-methods';
import type { Db } from '../db/client';
import { cashFlowItems, associations, members, transactions } from '../db/schema';
import { payerNameColumn } from './payer-name';
import { paidItemsOfEach, type PaidItem } from './paid-items';
import { receiptKeyOf, receiptKeyWhere } from './receipt-key';

/** A paid transaction's receipt fields (the member's and the back office's receipts). */
export const paidColumns = {
  transactionId: transactions.id,
  gatewayId: transactions.gatewayId,
  method: transactions.method,
  manualMethod: transactions.manualMethod,
  installments: transactions.installments,
  amountCentavos: transactions.amountCentavos,
  updatedAt: transactions.updatedAt,
  settledAt: transactions.settledAt,
  refundedAt: transactions.refundedAt,
  refundedCentavos: transactions.refundedCentavos,
  itemId: cashFlowItems.id,
  description: cashFlowItems.description,
  paidAt: cashFlowItems.paidAt,
  receiptName: cashFlowItems.receiptName,
  receiptCnpj: cashFlowItems.receiptCnpj,
  associationName: associations.name,
  memberName: members.name,
  memberCpf: members.cpf,
  payerName: payerNameColumn,
};

export interface PaidTransaction {
  transactionId: number;
  /** What names its receipt: the gateway's id, or "manual-<id>" for a Baixa manual. */
  gatewayId: string;
  method: string;
  /** Baixa manual: dinheiro | transferencia | outro. */
  manualMethod: string | null;
  installments: number;
  amountCentavos: number;
  itemId: number;
  description: string;
  /** Each item the payment settled with its share (one item: the whole amount). */
  items: PaidItem[];
  paidAt: Date;
  receiptName: string | null;
  receiptCnpj: string | null;
  associationName: string;
  memberName: string;
  memberCpf: string;
  /** The name the buyer typed for a public purchase, else the member's. */
  payerName: string;
  /** Staff (or the PSP) gave the money back: when, and how much. Null while it stands. */
  refund: { at: Date; amountCentavos: number } | null;
}

/**
 * Succeeded transactions (and those refunded since: the member keeps them, marked) with what their
 * receipts show, narrowed by `where`: the gateway's, and those staff registered by Baixa manual (no gateway id).
 */
const selectPaidWhere = (db: Db, where: SQL | undefined) =>
  db
    .select(paidColumns)
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .where(
      and(
        inArray(transactions.status, ['succeeded', 'refunded']),
        or(isNotNull(transactions.gatewayId), eq(transactions.method, recordedOnlyMethods.manual.wire)),
        where,
      ),
    );

const selectPaid = (db: Db, memberId: number, receiptKey?: string) =>
  selectPaidWhere(
    db,
    and(
      eq(cashFlowItems.memberId, memberId),
      receiptKey === undefined ? undefined : receiptKeyWhere(receiptKey),
    ),
  );

type Row = Awaited<ReturnType<typeof selectPaid>>[number];

/** Rows with their items; the item's paid_at is the settling moment, updated_at stands in should it be missing. */
export async function withPaidItems(db: Db, rows: readonly Row[]): Promise<PaidTransaction[]> {
  const items = await paidItemsOfEach(db, rows);
  return rows.map(({ updatedAt, settledAt, refundedAt, refundedCentavos, ...r }) => ({
    ...r,
    gatewayId: receiptKeyOf(r),
    items: items.get(r.transactionId)!,
    paidAt: r.paidAt ?? settledAt ?? updatedAt,
    refund: refundedAt ? { at: refundedAt, amountCentavos: refundedCentavos ?? r.amountCentavos } : null,
  }));
}

/** The member's succeeded transactions (and refunded ones, marked), newest first. */
export async function listPaidTransactions(db: Db, memberId: number): Promise<PaidTransaction[]> {
  const rows = await selectPaid(db, memberId)
    .orderBy(desc(transactions.updatedAt), desc(transactions.id))
    .limit(500);
  return withPaidItems(db, rows);
}

/** One of the member's succeeded (or refunded) transactions by its receipt key; anyone else's (or an unpaid one) does not exist. */
export async function findPaidTransaction(
  db: Db,
  memberId: number,
  receiptKey: string,
): Promise<PaidTransaction | undefined> {
  const [row] = await selectPaid(db, memberId, receiptKey);
  return row && (await withPaidItems(db, [row]))[0];
}

/**
 * A public purchase's paid transaction, to whoever holds its access hash (the buyer: the checkout
 * and "Compra concluída" have it). A member's own payments are not public.
 */
export async function findPublicPaidTransaction(
  db: Db,
  accessHash: string,
): Promise<PaidTransaction | undefined> {
  const [row] = await selectPaidWhere(
    db,
    and(eq(transactions.accessHash, accessHash), isNotNull(cashFlowItems.publicRef)),
  );
  return row && (await withPaidItems(db, [row]))[0];
}

export const receiptUrl = (gatewayId: string) => `/api/fluxo/recibo/${encodeURIComponent(gatewayId)}`;
