import { z } from 'zod';
import { ENV_ISSUER, isPixApiGateway, type PixApiGateway } from '../../gateways/payment/pix-api-gateway';
import { settleNotifiedPix } from '../../payments/received-pix';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

/**
 * The PSP's notification (API Pix "WebhookPixBody"): a list of Pix. Only the endToEndId is read;
 * everything else is taken from the PSP's own answer to GET /pix/{e2eid}.
 */
const Notification = z.object({
  pix: z
    .array(z.looseObject({ endToEndId: z.string().max(64) }))
    .max(1000)
    .optional(),
});
const Params = z.object({ issuer: z.string().min(1).max(40) });
const Answer = z.object({ ok: z.literal(true), received: z.number().int() });

/** The PSP account that receives for the issuer in the URL; today the environment's one serves every issuer. */
function gatewayFor(app: App, issuer: string): PixApiGateway | undefined {
  return isPixApiGateway(app.gateway) && issuer === ENV_ISSUER ? app.gateway : undefined;
}

/** Where the PSP is told to notify: it appends /pix to this address (API Pix, PUT /webhook/{chave}). */
export const webhookUrlFor = (publicUrl: string, issuer: string) => `${publicUrl}/api/webhooks/pix/${issuer}`;

/**
 * POST /api/webhooks/pix/:issuer/pix — our own vocabulary. Each notified Pix is confirmed at the
 * PSP before anything changes (a forged one finds no such Pix there), then settled once. When the
 * PSP cannot be asked, the answer is 503 so that the PSP delivers again (and the reconciliation
 * catches up meanwhile).
 */
export default async function pixWebhookRoutes(app: App) {
  const gateway = app.gateway;
  if (!isPixApiGateway(gateway)) return;

  app.addHook('onClose', async () => gateway.close());
  // Registered at each start, so that a changed PUBLIC_URL reaches the PSP; a refusal is logged, not fatal.
  const webhookBase = app.config.pixApi?.webhookBaseUrl;
  if (webhookBase) {
    app.addHook('onReady', async () => {
      const url = webhookUrlFor(webhookBase, ENV_ISSUER);
      const registered = await gateway
        .registerWebhook(url)
        .catch((error: unknown) => ({ ok: false as const, message: String((error as Error).message) }));
      if (registered.ok) app.log.info({ webhookUrl: url }, 'PIX webhook registered at the PSP');
      else app.log.error({ reason: registered.message }, 'PIX webhook not registered at the PSP');
    });
  }

  app.post(
    '/:issuer/pix',
    {
      schema: { params: Params, body: Notification, response: { 200: Answer } },
      config: { ownVocabulary: true, rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const target = gatewayFor(app, request.params.issuer);
      if (!target) return sendError(request, reply, 404, ERRORS.notFound);
      const ids = [...new Set((request.body.pix ?? []).map((pix) => pix.endToEndId))];
      try {
        for (const id of ids) {
          const outcome = await settleNotifiedPix(app, target, id);
          if (outcome === 'unknown')
            request.log.warn({ endToEndId: id }, 'PIX notification the PSP does not confirm');
        }
      } catch (error) {
        request.log.error({ err: error }, 'PIX notification not confirmed at the PSP');
        return sendError(request, reply, 503, ERRORS.internal);
      }
      return { ok: true as const, received: ids.length };
    },
  );
}
