import { and, eq, inArray } from 'drizzle-orm';
import { formatCnpj } from '../../domain/cnpj';
import { formatCpf } from '../../domain/cpf';
import { formatDisplayDate } from '../../domain/dates';
import { DOCUMENT_MSG } from '../../domain/document-messages';
import { itemsBelowText } from '../../domain/item-count';
import { formatBRL, fromCentavos } from '../../domain/money';
import { REFUND_TEXT } from '../../domain/refund-texts';
import type { Db } from '../db/client';
import { cashFlowItems, associations, members, transactions } from '../db/schema';
import { paidItemsOf, type PaidItem } from '../payments/paid-items';
import { payerNameColumn } from '../payments/payer-name';
import { methodLabel } from '../payments/receipt';
import { receiptKeyWhere } from '../payments/receipt-key';
import { issueDocument, type DocumentPayload, type IssuedDocument } from './issued-documents';

const receiptSource = (db: Db) =>
  db
    .select({
      transactionId: transactions.id,
      gatewayId: transactions.gatewayId,
      method: transactions.method,
      installments: transactions.installments,
      manualMethod: transactions.manualMethod,
      amountCentavos: transactions.amountCentavos,
      status: transactions.status,
      updatedAt: transactions.updatedAt,
      settledAt: transactions.settledAt,
      refundedAt: transactions.refundedAt,
      refundedCentavos: transactions.refundedCentavos,
      paidAt: cashFlowItems.paidAt,
      itemId: cashFlowItems.id,
      description: cashFlowItems.description,
      receiptName: cashFlowItems.receiptName,
      receiptCnpj: cashFlowItems.receiptCnpj,
      memberId: members.id,
      payerName: payerNameColumn,
      memberCpf: members.cpf,
      associationId: associations.id,
      associationName: associations.name,
      associationCnpj: associations.cnpj,
    })
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
    .innerJoin(members, eq(members.id, cashFlowItems.memberId));

type Source = Awaited<ReturnType<typeof receiptSource>>[number];

function receiptPayload(r: Source, paid: readonly PaidItem[]): DocumentPayload {
  const amount = formatBRL(fromCentavos(r.amountCentavos));
  const paidAt = formatDisplayDate(r.paidAt ?? r.settledAt ?? r.updatedAt);
  const fields = [
    { label: 'Valor', value: amount },
    { label: 'Forma de pagamento', value: methodLabel(r.method, r.installments, r.manualMethod) },
    { label: 'Parcelas', value: r.installments > 1 ? `${r.installments}x` : 'À vista' },
    { label: 'Data do pagamento', value: paidAt },
    { label: 'Transação', value: r.gatewayId ?? `Registro interno ${r.transactionId}` },
  ];
  if (r.receiptName || r.receiptCnpj) {
    const cnpj = r.receiptCnpj ? ` (CNPJ ${formatCnpj(r.receiptCnpj)})` : '';
    fields.push({ label: 'Recibo em nome de', value: `${r.receiptName ?? ''}${cnpj}`.trim() });
  }
  return {
    title: DOCUMENT_MSG.kinds.recibo,
    association: { name: r.associationName, cnpj: r.associationCnpj },
    member: { name: r.payerName, cpf: r.memberCpf },
    statement:
      `Recebemos de ${r.payerName}, CPF ${formatCpf(r.memberCpf)}, a importância de ${amount}, ` +
      `referente ${itemsBelowText(paid.length)}.`,
    fields,
    items: paid.map((item) => ({
      date: paidAt,
      description: item.description,
      amount: formatBRL(fromCentavos(item.amountCentavos)),
    })),
    total: amount,
  };
}

/**
 * A refunded payment's receipt says so wherever it is read (the PDF is drawn from the payload
 * each time; the stored document stays as issued, and /verificar answers "Inválida" for it).
 */
function withRefund(doc: IssuedDocument, r: Source): IssuedDocument {
  if (!r.refundedAt) return doc;
  const refund = {
    at: r.refundedAt,
    amountCentavos: r.refundedCentavos ?? r.amountCentavos,
    paidCentavos: r.amountCentavos,
  };
  const { payload } = doc;
  return {
    ...doc,
    payload: {
      ...payload,
      title: `${payload.title} (${REFUND_TEXT.badge.toLowerCase()})`,
      statement: `${payload.statement ?? ''} ${REFUND_TEXT.receipt(refund)}`.trim(),
      fields: [...payload.fields, { label: REFUND_TEXT.receiptLabel, value: REFUND_TEXT.line(refund) }],
    },
  };
}

/**
 * The receipt of a settled transaction, issued the first time it is asked for (right after
 * settlement, or when the member downloads an older one) and the same document ever after; a
 * refunded one's says it was refunded. Nothing for a transaction that did not succeed.
 */
export async function issueReceipt(
  db: Db,
  transactionId: number,
  now = new Date(),
): Promise<IssuedDocument | undefined> {
  const [row] = await receiptSource(db).where(eq(transactions.id, transactionId));
  if (!row || (row.status !== 'succeeded' && row.status !== 'refunded')) return undefined;
  const doc = await issueDocument(
    db,
    {
      kind: 'recibo',
      memberId: row.memberId,
      associationId: row.associationId,
      transactionId: row.transactionId,
      payload: receiptPayload(row, await paidItemsOf(db, row)),
    },
    now,
  );
  return withRefund(doc, row);
}

/** The member's receipt of one of their paid transactions; anyone else's does not exist. */
export async function memberReceipt(
  db: Db,
  memberId: number,
  /** The gateway's id, or "manual-<id>" for a Baixa manual (server/payments/receipt-key.ts). */
  receiptKey: string,
): Promise<IssuedDocument | undefined> {
  const [row] = await receiptSource(db).where(
    and(
      receiptKeyWhere(receiptKey),
      eq(cashFlowItems.memberId, memberId),
      inArray(transactions.status, ['succeeded', 'refunded']),
    ),
  );
  return row && issueReceipt(db, row.transactionId);
}
