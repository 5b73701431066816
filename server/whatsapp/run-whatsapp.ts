import type { Config } from '../config';
import { deliverWhatsapp, type WhatsappDeps, type WhatsappRun } from '../messaging/whatsapp/deliver-whatsapp';
import type { PaymentDeps } from '../payments/payment-deps';
import { handleWebhookEvents } from './handle-webhook-events';
import { replyWithPix } from './pix-reply';

export interface WhatsappPayments {
  deps: PaymentDeps;
  /** PIX_CHAVE when the app's own gateway is an API Pix account: the key its charges are paid to. */
  installPixKey: string | null;
}

/** The running server's payment service, for the "PIX" replies. */
export const whatsappPaymentsOf = (
  deps: PaymentDeps,
  config: Pick<Config, 'paymentGateway' | 'pixApi'>,
): WhatsappPayments => ({
  deps,
  installPixKey: config.paymentGateway === 'pix-api' ? (config.pixApi?.chave ?? null) : null,
});

/**
 * The `whatsapp` job: what the webhook stored is handled, then what is queued goes out. A "PIX"
 * needs the app's payment service: a run without it (npm run job) leaves those to the server's.
 */
export async function runWhatsapp(
  deps: WhatsappDeps,
  now = new Date(),
  payments?: WhatsappPayments,
): Promise<WhatsappRun & { events: number }> {
  const events = await handleWebhookEvents(deps.db, {
    pix: async (associationId, request) =>
      payments
        ? replyWithPix(
            { whatsapp: deps, payments: payments.deps, installPixKey: payments.installPixKey },
            associationId,
            request,
            now,
          )
        : false,
  });
  // What the handling just queued (a reply) is due too: not before this moment.
  const deliverAt = new Date(Math.max(now.getTime(), Date.now()));
  return { events, ...(await deliverWhatsapp(deps, deliverAt)) };
}
