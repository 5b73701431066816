import { SandboxMessagesQuery, SandboxMessagesResponse } from '../../../domain/contract/sandbox';
import { onlyDigits } from '../../../domain/digits';
import { listMessagesTo } from '../../messaging/outbox';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

export const SANDBOX_OUTBOX_LIMIT = 20;

/** The sandbox's inbox: what the app "sent" to an e-mail or a mobile (masked or digits). */
export default async function mensagens(app: App) {
  app.get(
    '/mensagens',
    {
      schema: { querystring: SandboxMessagesQuery, response: { 200: SandboxMessagesResponse } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { para } = request.query;
      const recipient = para.includes('@') ? para.toLowerCase() : onlyDigits(para);
      if (!recipient) return sendError(request, reply, 400, ERRORS.invalidField('para'));
      const sent = await listMessagesTo(app.db, recipient, SANDBOX_OUTBOX_LIMIT);
      return {
        mensagens: sent.map((m) => ({
          id: m.id,
          canal: m.channel,
          para: m.recipient,
          assunto: m.subject,
          corpo: m.body,
          criadaEm: m.createdAt.toISOString(),
        })),
      };
    },
  );
}
