import { z } from 'zod';
import { ERRORS, sendError } from '../../plugins/errors';
import { refreshAuthorization, refreshRecurringCharge } from '../../recurring/refresh';
import type { App } from '../../types';
import { receiverFor } from './pix';

/**
 * The PSP's Pix Automático notifications (API Pix callbacks of PUT /webhookrec and
 * /webhookcobr: WebhookRecBody, WebhookCobRBody). Only the ids are read: each is a hint, confirmed
 * with GET /rec/{idRec} or GET /cobr/{txid} at the account the URL names before anything changes.
 */
const RecNotification = z.object({
  recs: z
    .array(z.looseObject({ idRec: z.string().regex(/^[a-zA-Z0-9]{29}$/) }))
    .max(1000)
    .optional(),
});
const CobRNotification = z.object({
  cobsr: z
    .array(z.looseObject({ txid: z.string().regex(/^[a-zA-Z0-9]{26,35}$/) }))
    .max(1000)
    .optional(),
});
const Params = z.object({ association: z.string().min(1).max(40) });
const Answer = z.object({ ok: z.literal(true), received: z.number().int() });
const config = { ownVocabulary: true, rateLimit: { max: 600, timeWindow: '1 minute' } };

export default async function pixAutomaticoWebhookRoutes(app: App) {
  /** Runs `each` on every distinct id; 404 for an unknown account, 503 when the PSP cannot be asked. */
  async function confirmEach(
    request: Parameters<typeof sendError>[0],
    reply: Parameters<typeof sendError>[1],
    association: string,
    ids: string[],
    each: (...args: Parameters<typeof refreshAuthorization>) => Promise<string>,
  ) {
    let receiver;
    try {
      receiver = await receiverFor(app, association);
    } catch (error) {
      request.log.error({ err: error }, 'Pix Automático notification for credentials that do not open');
      return sendError(request, reply, 503, ERRORS.internal);
    }
    if (!receiver) return sendError(request, reply, 404, ERRORS.notFound);
    const distinct = [...new Set(ids)];
    try {
      for (const id of distinct) {
        const outcome = await each(app, receiver.gateway, receiver.account, id);
        if (outcome === 'unknown') request.log.warn({ id }, 'Pix Automático notification not confirmed');
      }
    } catch (error) {
      request.log.error({ err: error }, 'Pix Automático notification not confirmed at the PSP');
      return sendError(request, reply, 503, ERRORS.internal);
    }
    return { ok: true as const, received: distinct.length };
  }

  app.post(
    '/:association/rec',
    { config, schema: { params: Params, body: RecNotification, response: { 200: Answer } } },
    (request, reply) =>
      confirmEach(
        request,
        reply,
        request.params.association,
        (request.body.recs ?? []).map((rec) => rec.idRec),
        refreshAuthorization,
      ),
  );

  app.post(
    '/:association/cobr',
    { config, schema: { params: Params, body: CobRNotification, response: { 200: Answer } } },
    (request, reply) =>
      confirmEach(
        request,
        reply,
        request.params.association,
        (request.body.cobsr ?? []).map((cobr) => cobr.txid),
        refreshRecurringCharge,
      ),
  );
}
