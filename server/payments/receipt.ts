import { eq } from 'drizzle-orm';
import { DOCUMENT_MSG } from '../../domain/document-messages';
import { WALLET_MSG } from '../../domain/wallet-messages';
import { WITHDRAWAL_MSG } from '../../domain/withdrawal-messages';
import { formatDisplayDate } from '../../domain/dates';
import { formatBRL, fromCentavos } from '../../domain/money';
import { manualMethodText } from '../../domain/payment-labels';
import { itemCountText } from '../../domain/item-count';
import { paymentMethods } from '../../domain/payment-methods';
import { recordedMethodOf, recordedOnlyMethods } from '../../domain/recorded-methods';
import type { Db } from '../db/client';
import { cashFlowItems, associations, members, transactions } from '../db/schema';
import type { Outbox } from '../messaging/outbox';
import { paidItemsOf } from './paid-items';
import { payerNameColumn } from './payer-name';

/**
 * How a receipt names the method a payment was recorded with: a card's with its installments, a
 * Baixa manual's with how it came in ("Recebido pela associação (transferência)").
 */
export function methodLabel(method: string, installments: number, manualMethod?: string | null): string {
  const id = recordedMethodOf(method);
  if (id === 'manual') {
    const { receiptLabel } = recordedOnlyMethods.manual;
    return manualMethod ? `${receiptLabel} (${manualMethodText(manualMethod)})` : receiptLabel;
  }
  const { label, needs } = paymentMethods[id];
  if (!needs.installments) return label;
  return installments > 1 ? `${label} em ${installments}x` : `${label} à vista`;
}

/**
 * Where a payment's receipt goes: the e-mail a public buyer typed for the purchase, and the
 * account's when it is another one (each once, whatever the case of its letters).
 */
export function receiptEmails(row: { receiptEmail: string | null; email: string | null }): string[] {
  const all = [row.receiptEmail, row.email].filter((email): email is string => Boolean(email));
  return all.filter((email, i) => all.findIndex((e) => e.toLowerCase() === email.toLowerCase()) === i);
}

/**
 * The e-mail (or SMS when there is no e-mail) that confirms a settled payment to the member; a
 * public purchase's also to the e-mail the buyer typed.
 */
export async function sendPaymentReceipt(
  db: Db,
  outbox: Outbox,
  transactionId: number,
  paidAt: Date,
  /** The receipt document's public verification page, when it was issued. */
  verifyUrl?: string,
  /** A public purchase's "Compra concluída", to open it again (its ticket, "Desistir da compra"). */
  purchaseUrl?: string,
) {
  const [row] = await db
    .select({
      transactionId: transactions.id,
      gatewayId: transactions.gatewayId,
      method: transactions.method,
      installments: transactions.installments,
      amountCentavos: transactions.amountCentavos,
      itemId: cashFlowItems.id,
      description: cashFlowItems.description,
      associationId: associations.id,
      associationName: associations.name,
      payerName: payerNameColumn,
      email: members.email,
      receiptEmail: cashFlowItems.receiptEmail,
      mobile: members.mobile,
    })
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .where(eq(transactions.id, transactionId));
  if (!row) return;
  const value = formatBRL(fromCentavos(row.amountCentavos));
  const method = methodLabel(row.method, row.installments);
  const paid = await paidItemsOf(db, row);
  const what =
    paid.length === 1
      ? [`Confirmamos o pagamento de "${row.description}" (${row.associationName}).`]
      : [
          `Confirmamos o pagamento de ${itemCountText(paid.length)} (${row.associationName}):`,
          ...paid.map((item) => `- ${item.description}: ${formatBRL(fromCentavos(item.amountCentavos))}`),
        ];
  const lines = [
    `Olá, ${row.payerName}.`,
    '',
    ...what,
    `Valor: ${value}`,
    `Forma de pagamento: ${method}`,
    `Data: ${formatDisplayDate(paidAt)}`,
    `Transação: ${row.gatewayId ?? ''}`,
    ...(verifyUrl ? ['', DOCUMENT_MSG.receiptEmailLine(verifyUrl)] : []),
    ...(purchaseUrl ? ['', WITHDRAWAL_MSG.emailPurchaseLink(purchaseUrl)] : []),
    '',
    'Obrigado!',
  ];
  const emails = receiptEmails(row);
  for (const recipient of emails) {
    await outbox.send({
      channel: 'email',
      recipient,
      subject: WALLET_MSG.receiptSubject,
      body: lines.join('\n'),
      associationId: row.associationId,
      onceKey: `recibo:${row.transactionId}:${recipient.toLowerCase()}`,
    });
  }
  if (emails.length === 0 && row.mobile) {
    await outbox.send({
      channel: 'sms',
      recipient: row.mobile,
      subject: WALLET_MSG.receiptSubject,
      body: `Quita: pagamento de ${value} (${paid.length === 1 ? row.description : itemCountText(paid.length)}) confirmado por ${method}.`,
      onceKey: `recibo:${row.transactionId}:sms`,
    });
  }
}
