import { eq } from 'drizzle-orm';
import { formatDisplayDate } from '../../domain/dates';
import { itemCountText } from '../../domain/item-count';
import { formatBRL, fromCentavos } from '../../domain/money';
import { REFUND_TEXT } from '../../domain/refund-texts';
import { WITHDRAWAL_MSG } from '../../domain/withdrawal-messages';
import type { Db } from '../db/client';
import { cashFlowItems, associations, members, transactions } from '../db/schema';
import { refundTransfers } from '../db/schema-refunds';
import type { Outbox } from '../messaging/outbox';
import { paidItemsOf } from './paid-items';
import { payerNameColumn } from './payer-name';
import { receiptEmails } from './receipt';

const brl = (centavos: number) => formatBRL(fromCentavos(centavos));

/**
 * Tells the payer their payment was refunded (staff's "Confirmar estorno", the PSP's own
 * refund, or the buyer's withdrawal, CDC art. 49, which the e-mail names): by e-mail to where its receipt went, else by SMS. Its receipt now says it was refunded.
 */
export async function sendRefundNotice(db: Db, outbox: Outbox, transactionId: number) {
  const [row] = await db
    .select({
      transactionId: transactions.id,
      gatewayId: transactions.gatewayId,
      amountCentavos: transactions.amountCentavos,
      refundedCentavos: transactions.refundedCentavos,
      refundedAt: transactions.refundedAt,
      refundReason: transactions.refundReason,
      itemId: cashFlowItems.id,
      description: cashFlowItems.description,
      itemPaidAt: cashFlowItems.paidAt,
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
  if (!row?.refundedAt) return;
  const refunded = row.refundedCentavos ?? row.amountCentavos;
  const paid = await paidItemsOf(db, row);
  const what = paid.length === 1 ? `"${row.description}"` : itemCountText(paid.length);
  const withdrawn = row.refundReason === 'cdc-49';
  // A boleto withdrawn goes back by PIX to the buyer's key: sent by the PSP, or by staff later.
  const [transfer] = await db
    .select({ status: refundTransfers.status })
    .from(refundTransfers)
    .where(eq(refundTransfers.transactionId, transactionId));
  const body = [
    `Olá, ${row.payerName}.`,
    '',
    withdrawn
      ? WITHDRAWAL_MSG.emailLead(what, row.associationName)
      : `O pagamento de ${what} (${row.associationName}) foi estornado.`,
    ...(withdrawn ? [WITHDRAWAL_MSG.emailTicket] : []),
    `Valor pago: ${brl(row.amountCentavos)}`,
    `Valor estornado: ${brl(refunded)}`,
    `Data do estorno: ${formatDisplayDate(row.refundedAt)}`,
    `Transação: ${row.gatewayId ?? ''}`,
    '',
    transfer
      ? WITHDRAWAL_MSG.emailBoleto[transfer.status === 'sent' || transfer.status === 'done' ? 'psp' : 'staff']
      : 'O valor volta pelo mesmo meio de pagamento: no PIX, para a conta de origem; no cartão, na fatura, no prazo do banco emissor.',
    'O recibo deste pagamento agora indica o estorno; o pagamento continua em "Gerenciar pagamentos", marcado como estornado.',
    ...(row.itemPaidAt === null ? ['', 'O item voltou a ficar em aberto no app.'] : []),
  ].join('\n');
  const emails = receiptEmails(row);
  for (const recipient of emails) {
    await outbox.send({
      channel: 'email',
      recipient,
      subject: withdrawn ? WITHDRAWAL_MSG.emailSubject : REFUND_TEXT.emailSubject,
      body,
      associationId: row.associationId,
    });
  }
  if (emails.length === 0 && row.mobile) {
    await outbox.send({
      channel: 'sms',
      recipient: row.mobile,
      subject: REFUND_TEXT.emailSubject,
      body: `Quita: o pagamento de ${brl(row.amountCentavos)} (${paid.length === 1 ? row.description : itemCountText(paid.length)}) foi estornado: ${brl(refunded)} devolvido.`,
    });
  }
}
