import { z } from 'zod';
import { TransactionStatus } from '../../../domain/contract/fluxo';
import { paySandboxCharge } from '../../gateways/payment/sandbox-payer';
import { settle } from '../../payments/settle';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';
import sandboxDebitoAutomaticoRoutes from './debito-automatico';

const Params = z.object({ ID_ZOOP_TRANSACAO: z.string().min(1).max(64) });
const Response = z.object({ RESULTADO: z.literal(true), STATUS: TransactionStatus });

/**
 * The payer's bank, simulated: pays a sandbox PIX or boleto, then settles our transaction the
 * way a gateway's webhook would. Only with SANDBOX on and the sandbox gateway in use.
 */
export default async function sandboxPaymentRoutes(app: App) {
  if (!app.config.sandbox || app.gateway.name !== 'sandbox') return;
  await app.register(sandboxDebitoAutomaticoRoutes);

  for (const [path, kind] of [
    ['/pix/:ID_ZOOP_TRANSACAO/pagar', 'pix'],
    ['/boleto/:ID_ZOOP_TRANSACAO/pagar', 'boleto'],
  ] as const) {
    app.post(
      path,
      { schema: { params: Params, response: { 200: Response } }, config: { upperCase: true } },
      async (request, reply) => {
        const id = request.params.ID_ZOOP_TRANSACAO;
        const paid = await paySandboxCharge(app.db, id, kind);
        if (!paid.ok) {
          return paid.reason === 'not_found'
            ? sendError(request, reply, 404, ERRORS.notFound)
            : sendError(request, reply, 409, paid.message);
        }
        const settled = await settle(app, id);
        return {
          RESULTADO: true as const,
          STATUS: settled.ok ? ('succeeded' as const) : ('failed' as const),
        };
      },
    );
  }
}
