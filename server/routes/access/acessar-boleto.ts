import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { cashFlowItems, issuers, members, transactions } from '../../db/schema';
import { BOLETO_PAGE_CSP, renderBoletoSlip } from '../../payments/boleto-slip';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

const Params = z.object({ hash: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/** The bank slip, public to whoever holds the transaction's unguessable access hash. */
export default async function acessarBoleto(app: App) {
  app.get('/acessarBoleto/:hash', { schema: { params: Params } }, async (request, reply) => {
    const [row] = await app.db
      .select({
        barcode: transactions.boletoBarcode,
        dueDate: transactions.boletoDueDate,
        amountCentavos: transactions.amountCentavos,
        status: transactions.status,
        description: cashFlowItems.description,
        beneficiary: issuers.name,
        payerName: members.name,
        payerDocument: members.cpf,
      })
      .from(transactions)
      .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
      .innerJoin(issuers, eq(issuers.id, cashFlowItems.issuerId))
      .innerJoin(members, eq(members.id, cashFlowItems.memberId))
      .where(and(eq(transactions.accessHash, request.params.hash), eq(transactions.method, 'B')));
    if (!row?.barcode || !row.dueDate) return sendError(request, reply, 404, ERRORS.notFound);
    const html = renderBoletoSlip({
      beneficiary: row.beneficiary,
      payerName: row.payerName,
      payerDocument: row.payerDocument,
      description: row.description,
      dueDate: row.dueDate,
      amountCentavos: row.amountCentavos,
      barcode: row.barcode,
      paid: row.status === 'succeeded',
      sandbox: app.gateway.name === 'sandbox',
    });
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', BOLETO_PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .header('x-robots-tag', 'noindex')
      .send(html);
  });
}
