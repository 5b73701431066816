import { z } from 'zod';
import { createSandboxInvoices } from '../../gateways/payment/sandbox-invoices';
import { refreshInvoices } from '../../invoices/refresh-invoices';
import { sandboxInvoicePdf } from '../../invoices/sandbox-invoice-pdf';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

const InvoiceId = z.string().regex(/^sbx_inv_[0-9a-f]{24}$/);
const PdfParams = z.object({ file: z.string().regex(/^sbx_inv_[0-9a-f]{24}\.pdf$/) });
const ActionParams = z.object({ id: InvoiceId, action: z.enum(['autorizar', 'erro']) });
const ActionBody = z.object({ reason: z.string().trim().min(1).max(300).optional() }).optional();
const Refreshed = z.object({ sent: z.number().int(), checked: z.number().int(), changed: z.number().int() });

/**
 * The sandbox's city hall (SANDBOX only): an invoice's PDF (to whoever holds its unguessable id),
 * "autorizar" or "erro" now instead of at the next tick, and the tick itself, run now.
 */
export default async function sandboxInvoiceRoutes(app: App) {
  const invoices = createSandboxInvoices(app.db);

  app.get(
    '/notas-fiscais/:file',
    {
      schema: { params: PdfParams },
      config: { ownVocabulary: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const pdf = await sandboxInvoicePdf(app.db, request.params.file.replace(/\.pdf$/, ''));
      if (!pdf) return sendError(request, reply, 404, ERRORS.notFound);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="nota-fiscal.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/notas-fiscais/:id/:action',
    { schema: { params: ActionParams, body: ActionBody }, config: { ownVocabulary: true } },
    async (request, reply) => {
      const { id, action } = request.params;
      const settled = await invoices.settle(
        id,
        action === 'autorizar' ? 'authorized' : 'error',
        request.body?.reason,
      );
      if (!settled) return sendError(request, reply, 404, ERRORS.notFound);
      // Our invoice hears it as a PSP's webhook would make it read back.
      await refreshInvoices(app);
      return { ok: true as const, status: settled.status };
    },
  );

  app.post(
    '/jobs/notas-fiscais',
    { schema: { response: { 200: Refreshed } }, config: { ownVocabulary: true } },
    () => refreshInvoices(app),
  );
}
