import { z } from 'zod';
import {
  ENV_ASSOCIATION,
  isPixApiGateway,
  webhookUrlFor,
  type PixApiGateway,
} from '../../gateways/payment/pix-api-gateway';
import { settleNotifiedPixAtFormerAccounts } from '../../payments/former-pix-accounts';
import { settleNotifiedPix, type ReceivingAccount } from '../../payments/received-pix';
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
const Params = z.object({ association: z.string().min(1).max(40) });
const Answer = z.object({ ok: z.literal(true), received: z.number().int() });

/**
 * The PSP account the URL's segment names: `env`, the environment's (PAYMENT_GATEWAY=pix-api);
 * an association's id, that association's own (Recebimentos) and never another. Undefined when there is
 * none; throws when the association's stored credentials do not open.
 */
export async function receiverFor(
  app: App,
  association: string,
): Promise<{ gateway: PixApiGateway; account: ReceivingAccount } | undefined> {
  if (association === ENV_ASSOCIATION) {
    return isPixApiGateway(app.gateway) ? { gateway: app.gateway, account: 'env' } : undefined;
  }
  if (!/^[1-9]\d{0,8}$/.test(association)) return undefined;
  const associationId = Number(association);
  const gateway = await app.associationGateways.associationPixGateway(associationId);
  return gateway ? { gateway, account: { associationId } } : undefined;
}

/**
 * POST /api/webhooks/pix/:association/pix — our own vocabulary. Each notified Pix is confirmed at the
 * PSP before anything changes (a forged one finds no such Pix there), then settled once. When the
 * PSP cannot be asked, the answer is 503 so that the PSP delivers again (and the reconciliation
 * catches up meanwhile).
 */
export default async function pixWebhookRoutes(app: App) {
  const gateway = app.gateway;
  if (isPixApiGateway(gateway)) registerEnvWebhook(app, gateway);

  app.post(
    '/:association/pix',
    {
      schema: { params: Params, body: Notification, response: { 200: Answer } },
      config: { ownVocabulary: true, rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      let receiver;
      try {
        receiver = await receiverFor(app, request.params.association);
      } catch (error) {
        // The association's credentials do not open: nothing can be confirmed; the PSP delivers again.
        request.log.error(
          { err: error },
          'PIX notification for an association whose credentials do not open',
        );
        return sendError(request, reply, 503, ERRORS.internal);
      }
      if (!receiver) return sendError(request, reply, 404, ERRORS.notFound);
      const ids = [...new Set((request.body.pix ?? []).map((pix) => pix.endToEndId))];
      try {
        for (const id of ids) {
          let outcome = await settleNotifiedPix(app, receiver.gateway, receiver.account, id);
          // A charge taken before staff switched accounts: that PSP still calls this webhook.
          if (!outcome.ok && receiver.account !== 'env')
            outcome = await settleNotifiedPixAtFormerAccounts(app, receiver.account.associationId, id);
          if (!outcome.ok) request.log.warn({ endToEndId: id }, 'PIX notification the PSP does not confirm');
        }
      } catch (error) {
        request.log.error({ err: error }, 'PIX notification not confirmed at the PSP');
        return sendError(request, reply, 503, ERRORS.internal);
      }
      return { ok: true as const, received: ids.length };
    },
  );
}

/** The environment's account: closed with the app, its webhook registered at each start. */
function registerEnvWebhook(app: App, gateway: PixApiGateway) {
  app.addHook('onClose', async () => gateway.close());
  // Registered at each start, so that a changed PUBLIC_URL reaches the PSP; a refusal is logged, not fatal.
  const webhookBase = app.config.pixApi?.webhookBaseUrl;
  if (webhookBase) {
    app.addHook('onReady', async () => {
      const url = webhookUrlFor(webhookBase, ENV_ASSOCIATION);
      const registered = await gateway
        .registerWebhook(url)
        .catch((error: unknown) => ({ ok: false as const, message: String((error as Error).message) }));
      if (registered.ok) app.log.info({ webhookUrl: url }, 'PIX webhook registered at the PSP');
      else app.log.error({ reason: registered.message }, 'PIX webhook not registered at the PSP');
    });
  }
}
