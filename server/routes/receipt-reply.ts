import type { FastifyReply } from 'fastify';
import type { PaidTransaction } from '../payments/paid-transactions';
import { RECEIPT_PAGE_CSP, renderReceiptPage } from '../payments/receipt-page';

/** A payment's printable receipt page: no script, not cached, not indexed, no referrer. */
export function sendReceiptPage(
  reply: FastifyReply,
  paid: PaidTransaction,
  { sandbox }: { sandbox: boolean },
) {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', RECEIPT_PAGE_CSP)
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('x-robots-tag', 'noindex')
    .send(renderReceiptPage(paid, { sandbox }));
}
