import { z } from 'zod';
import { whatsappDepsOf } from '../../messaging/whatsapp/whatsapp-deps';
import { secretBoxOf } from '../../secrets/secret-box';
import type { App } from '../../types';
import { receiveWhatsappWebhook, verifyTokenIsKnown } from '../../whatsapp/receive-webhook';
import { runWhatsapp, whatsappPaymentsOf } from '../../whatsapp/run-whatsapp';

const Challenge = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

/**
 * Meta's webhooks for the associations' numbers. GET: the subscription check, answered with the
 * challenge only for a verify token an association saved. POST: only with a valid
 * X-Hub-Signature-256 over the raw body (else 401, nothing written); answered at once, the work
 * done after the answer and by the `whatsapp` job.
 */
export default async function whatsappWebhookRoutes(app: App) {
  const box = secretBoxOf(app.config);
  // The signature is over the bytes Meta sent: the body is kept as a string, parsed after the check.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_r, body, done) => done(null, body),
  );

  app.get('/', { schema: { querystring: Challenge } }, async (request, reply) => {
    const q = request.query;
    const token = q['hub.verify_token'];
    if (q['hub.mode'] !== 'subscribe' || !token || !(await verifyTokenIsKnown(app.db, token)))
      return reply.code(403).type('text/plain').send('Forbidden');
    return reply.type('text/plain').send(q['hub.challenge'] ?? '');
  });

  app.post('/', { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } }, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers['x-hub-signature-256'];
    const received = await receiveWhatsappWebhook(
      app.db,
      box,
      raw,
      typeof signature === 'string' ? signature : undefined,
    );
    if (!received) return reply.code(401).send({ ok: false, message: 'Assinatura inválida.' });
    if (received.stored > 0)
      setImmediate(() => {
        runWhatsapp(
          whatsappDepsOf(app.db, app.config),
          new Date(),
          whatsappPaymentsOf(app, app.config),
        ).catch((error: unknown) => app.log.error({ err: error }, 'whatsapp webhook handling failed'));
      });
    return { ok: true };
  });
}
