import {
  PAYMENT_MSG,
  PaymentFilters,
  PaymentList,
  PaymentListQuery,
  PaymentParams,
  RefundBody,
  RefundDone,
  ReturnTransfer,
} from '../../../domain/contract/gestao-payments';
import { exportPayments } from '../../gestao/payments/export-payments';
import { findReceipt } from '../../gestao/payments/find-receipt';
import { listPayments } from '../../gestao/payments/list-payments';
import { refundPayment } from '../../gestao/payments/refund-payment';
import { markReturned } from '../../gestao/payments/return-transfers';
import { secretBoxOf } from '../../secrets/secret-box';
import { issueReceipt } from '../../documents/receipt-document';
import { RECEIPT_PAGE_CSP, renderReceiptPage } from '../../payments/receipt-page';
import { answer, sendError } from '../../plugins/errors';
import { recordMemberView } from '../../privacy/record-views';
import { sendDocumentPdf } from '../pdf-reply';
import type { App } from '../../types';

/** Pagamentos (gestor and financeiro): transactions with filters, receipts, refunds, returns by transfer, CSV export. */
export default async function paymentRoutes(app: App) {
  const staffRoles: ('gestor' | 'financeiro')[] = ['gestor', 'financeiro'];
  const box = secretBoxOf(app.config);

  app.get(
    '/payments',
    { config: { staffRoles }, schema: { querystring: PaymentListQuery, response: { 200: PaymentList } } },
    async (request) => listPayments(app.db, box, request.staff.associationId, request.query),
  );

  app.get(
    '/payments.csv',
    { config: { staffRoles }, schema: { querystring: PaymentFilters } },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const file = await exportPayments(app.database, request.staff, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pagamentos-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.get(
    '/payments/:paymentId/receipt',
    { config: { staffRoles }, schema: { params: PaymentParams } },
    async (request, reply) => {
      const receipt = await findReceipt(app.db, request.staff.associationId, request.params.paymentId);
      if (!receipt.ok) return sendError(request, reply, receipt.status ?? 400, receipt.message);
      await recordMemberView(app.db, request.staff, receipt.value.memberId, 'recibo');
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', RECEIPT_PAGE_CSP)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(renderReceiptPage(receipt.value, { sandbox: app.gateway.name === 'sandbox' }));
    },
  );

  app.get(
    '/payments/:paymentId/receipt.pdf',
    { config: { staffRoles }, schema: { params: PaymentParams } },
    async (request, reply) => {
      const receipt = await findReceipt(app.db, request.staff.associationId, request.params.paymentId);
      if (!receipt.ok) return sendError(request, reply, receipt.status ?? 400, receipt.message);
      await recordMemberView(app.db, request.staff, receipt.value.memberId, 'recibo');
      // The member's PDF, issued when the payment settled (or now, the first time it is asked for).
      const pdf = await issueReceipt(app.db, receipt.value.transactionId);
      if (!pdf) return sendError(request, reply, 409, PAYMENT_MSG.noReceipt);
      return sendDocumentPdf(reply, app.db, pdf, app.config.publicUrl ?? '');
    },
  );

  app.post(
    '/payments/:paymentId/refund',
    {
      config: { staffRoles },
      schema: { params: PaymentParams, body: RefundBody, response: { 200: RefundDone } },
    },
    async (request, reply) =>
      answer(request, reply, await refundPayment(app, request.staff, request.params.paymentId, request.body)),
  );

  // "Marcar como devolvido": staff transferred a withdrawn boleto's money to the buyer's PIX key.
  app.post(
    '/payments/:paymentId/returned',
    { config: { staffRoles }, schema: { params: PaymentParams, response: { 200: ReturnTransfer } } },
    async (request, reply) =>
      answer(request, reply, await markReturned(app.db, box, request.staff, request.params.paymentId)),
  );
}
