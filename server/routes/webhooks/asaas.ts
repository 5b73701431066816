import { z } from 'zod';
import { isAsaasGateway, type AsaasGateway } from '../../gateways/payment/asaas/asaas-gateway';
import { ASAAS_INVOICE_EVENTS } from '../../gateways/payment/asaas/asaas-invoices';
import { ASAAS_MSG } from '../../gateways/payment/asaas/asaas-messages';
import { handleAsaasInvoiceEvent } from '../../invoices/asaas-invoice-event';
import { handleAsaasTransferEvent } from '../../purchases/pix-key-transfer-outcome';
import { accountOfWebhookToken } from '../../associations/asaas-webhook-token';
import { handleAsaasEvent, type AsaasEventAccount } from '../../payments/asaas-notification';
import { ERRORS, sendError } from '../../plugins/errors';
import { secretBoxOf } from '../../secrets/secret-box';
import type { App } from '../../types';

/** Asaas's webhook body: the event's id and name, and the payment it is about. */
const AsaasWebhookBody = z.looseObject({
  id: z.string().min(1).max(100),
  event: z.string().min(1).max(60),
  payment: z.looseObject({ id: z.string().min(1).max(64) }).optional(),
  /** The invoice events (INVOICE_*) name an invoice instead of a payment. */
  invoice: z.looseObject({ id: z.string().min(1).max(64) }).optional(),
  /** The transfer events (TRANSFER_*) name a transfer. */
  transfer: z.looseObject({ id: z.string().min(1).max(64) }).optional(),
});
const Answer = z.object({ ok: z.literal(true), outcome: z.string() });

/**
 * POST /api/webhooks/asaas — our own vocabulary. One address for every Asaas account: the
 * `asaas-access-token` says whose (the install's ASAAS_WEBHOOK_TOKEN, or the token an association
 * saved in Recebimentos); an unknown token, or one of another account than the payment's, is
 * refused (401). Each event is handled once (by its id) and answered 200 even when it
 * changes nothing, since Asaas pauses a queue that keeps failing. 503 only when Asaas itself
 * cannot be asked to confirm: then the redelivery, or the reconciliation, settles it.
 */
export default async function asaasWebhookRoutes(app: App) {
  const box = secretBoxOf(app.config);
  const install = isAsaasGateway(app.gateway) ? app.gateway : undefined;

  /** The account the token is of, and its gateway; undefined for a token of nobody's. */
  async function receiverOf(
    token: string,
  ): Promise<{ account: AsaasEventAccount; gateway: AsaasGateway } | undefined> {
    const account = await accountOfWebhookToken(app.db, box, token, install?.webhookToken);
    if (account === 'env') return install ? { account, gateway: install } : undefined;
    if (!account) return undefined;
    const own = await app.associationGateways.associationAsaasGateway(account.associationId);
    return own ? { account, gateway: own.gateway } : undefined;
  }

  app.post(
    '/',
    {
      schema: { body: AsaasWebhookBody, response: { 200: Answer } },
      config: { ownVocabulary: true, rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const token = request.headers['asaas-access-token'];
      if (typeof token !== 'string' || token.length === 0 || token.length > 255)
        return sendError(request, reply, 401, ASAAS_MSG.webhookRefused);
      const { id, event, payment, invoice, transfer } = request.body;
      try {
        const found = await receiverOf(token);
        if (!found) return sendError(request, reply, 401, ASAAS_MSG.webhookRefused);
        const outcome = await (ASAAS_INVOICE_EVENTS.has(event)
          ? handleAsaasInvoiceEvent(app, { id, event, invoiceId: invoice?.id }, found.account)
          : event.startsWith('TRANSFER_')
            ? handleAsaasTransferEvent(app, { id, event, transferId: transfer?.id }, found.account)
            : handleAsaasEvent(
                app,
                found.gateway,
                { id, event, paymentId: payment?.id },
                new Date(),
                found.account,
              ));
        if (outcome === 'foreign') {
          request.log.warn({ eventId: id, event }, 'Asaas event with the token of another account');
          return sendError(request, reply, 401, ASAAS_MSG.webhookRefused);
        }
        if (outcome === 'unknown')
          request.log.warn({ eventId: id, event }, 'Asaas event about no payment of ours');
        // A chargeback takes back money of a payment already settled: staff must hear of it.
        if (event.startsWith('PAYMENT_CHARGEBACK'))
          request.log.error({ eventId: id, event, paymentId: payment?.id }, 'Asaas chargeback on a payment');
        return { ok: true as const, outcome };
      } catch (error) {
        request.log.error({ err: error, eventId: id }, 'Asaas event not confirmed at Asaas');
        return sendError(request, reply, 503, ERRORS.internal);
      }
    },
  );
}
