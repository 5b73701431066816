import { z } from 'zod';
import { findBoletoSlip } from '../../payments/boleto-by-hash';
import { BOLETO_PAGE_CSP, renderBoletoSlip } from '../../payments/boleto-slip';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

const Params = z.object({ hash: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/**
 * The bank slip, public to whoever holds the transaction's unguessable access hash: the PSP's own
 * printable slip when it gave one (Asaas's bankSlipUrl), else the one we draw.
 */
export default async function acessarBoleto(app: App) {
  app.get('/acessarBoleto/:hash', { schema: { params: Params } }, async (request, reply) => {
    const slip = await findBoletoSlip(app.db, request.params.hash);
    if (!slip) return sendError(request, reply, 404, ERRORS.notFound);
    const { pspSlipUrl, ...ours } = slip;
    if (pspSlipUrl)
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(pspSlipUrl);
    const html = await renderBoletoSlip({ ...ours, sandbox: app.gateway.name === 'sandbox' });
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
