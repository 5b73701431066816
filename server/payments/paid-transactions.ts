import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems, issuers, members, transactions } from '../db/schema';
import { payerNameColumn } from './payer-name';

/** A paid transaction's receipt fields (the member's and the back office's receipts). */
export const paidColumns = {
  gatewayId: transactions.gatewayId,
  method: transactions.method,
  installments: transactions.installments,
  amountCentavos: transactions.amountCentavos,
  updatedAt: transactions.updatedAt,
  itemId: cashFlowItems.id,
  description: cashFlowItems.description,
  paidAt: cashFlowItems.paidAt,
  receiptName: cashFlowItems.receiptName,
  receiptCnpj: cashFlowItems.receiptCnpj,
  issuerName: issuers.name,
  memberName: members.name,
  memberCpf: members.cpf,
  payerName: payerNameColumn,
};

export interface PaidTransaction {
  gatewayId: string;
  method: string;
  installments: number;
  amountCentavos: number;
  itemId: number;
  description: string;
  paidAt: Date;
  receiptName: string | null;
  receiptCnpj: string | null;
  issuerName: string;
  memberName: string;
  memberCpf: string;
  /** The name the buyer typed for a public purchase, else the member's. */
  payerName: string;
}

/** Succeeded transactions with what their receipts show, narrowed by `where`. */
const selectPaidWhere = (db: Db, where: SQL | undefined) =>
  db
    .select(paidColumns)
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .innerJoin(issuers, eq(issuers.id, cashFlowItems.issuerId))
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .where(and(eq(transactions.status, 'succeeded'), isNotNull(transactions.gatewayId), where));

const selectPaid = (db: Db, memberId: number, gatewayId?: string) =>
  selectPaidWhere(
    db,
    and(
      eq(cashFlowItems.memberId, memberId),
      gatewayId === undefined ? undefined : eq(transactions.gatewayId, gatewayId),
    ),
  );

type Row = Awaited<ReturnType<typeof selectPaid>>[number];

// The item's paid_at is the settling moment; updated_at stands in should it be missing.
const toPaid = (r: Row): PaidTransaction => ({
  ...r,
  gatewayId: r.gatewayId!,
  paidAt: r.paidAt ?? r.updatedAt,
});

/** The member's succeeded transactions, newest first. */
export async function listPaidTransactions(db: Db, memberId: number): Promise<PaidTransaction[]> {
  const rows = await selectPaid(db, memberId)
    .orderBy(desc(transactions.updatedAt), desc(transactions.id))
    .limit(500);
  return rows.map(toPaid);
}

/** One of the member's succeeded transactions; anyone else's (or an unpaid one) does not exist. */
export async function findPaidTransaction(
  db: Db,
  memberId: number,
  gatewayId: string,
): Promise<PaidTransaction | undefined> {
  const [row] = await selectPaid(db, memberId, gatewayId);
  return row && toPaid(row);
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
  return row && toPaid(row);
}

export const receiptUrl = (gatewayId: string) => `/api/fluxo/recibo/${encodeURIComponent(gatewayId)}`;
