import type { FastifyReply } from 'fastify';
import { authorizedInvoicesOf } from '../invoices/receipt-invoices';
import type { PaidTransaction } from '../payments/paid-transactions';
import { RECEIPT_PAGE_CSP, renderReceiptPage, type ReceiptWithdrawal } from '../payments/receipt-page';
import type { App } from '../types';

/** A payment's printable receipt page: no script, not cached, not indexed, no referrer. */
export async function sendReceiptPage(
  app: App,
  reply: FastifyReply,
  paid: PaidTransaction,
  /** A public purchase's: its right to withdraw, and where it is confirmed. */
  withdrawal?: ReceiptWithdrawal,
) {
  const sandbox = app.gateway.name === 'sandbox';
  const invoices = await authorizedInvoicesOf(app.db, paid.transactionId);
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', RECEIPT_PAGE_CSP)
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('x-robots-tag', 'noindex')
    .send(renderReceiptPage(paid, { sandbox, invoices, withdrawal }));
}
