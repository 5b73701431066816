import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { completedPurchasePath } from '../../domain/purchase-link';
import type { Outbox } from '../messaging/outbox';
import type { SettledHandler } from '../payments/settled-effects';
import { sendPaymentReceipt } from '../payments/receipt';
import { publicPurchaseOf } from '../payments/public-purchase-of';
import { verifyPath } from './issued-documents';
import { issueReceipt } from './receipt-document';

/**
 * The receipt: its document (once per transaction, whoever settles it first) and the e-mail that
 * carries its verification link (once per transaction and recipient: outbound_messages.once_key);
 * a public purchase's also the link that opens its "Compra concluída" again (ticket, withdrawal).
 */
export const receiptOnPaymentSettled = (deps: {
  db: Db;
  outbox: Outbox;
  config: { publicUrl: string };
  log?: Pick<FastifyBaseLogger, 'error'> | undefined;
}): SettledHandler => ({
  name: 'recibo',
  async run(event) {
    let verifyUrl: string | undefined;
    try {
      const receipt = await issueReceipt(deps.db, event.transactionId);
      if (receipt) verifyUrl = `${deps.config.publicUrl}${verifyPath(receipt.code)}`;
    } catch (error) {
      // The e-mail goes without its link; the document is issued when the member asks for it.
      deps.log?.error({ err: error, transactionId: event.transactionId }, 'receipt document not issued');
    }
    const purchase = await publicPurchaseOf(deps.db, event.transactionId);
    const purchaseUrl = purchase && `${deps.config.publicUrl}${completedPurchasePath(purchase)}`;
    await sendPaymentReceipt(deps.db, deps.outbox, event.transactionId, event.paidAt, verifyUrl, purchaseUrl);
  },
});
