import { desc, eq } from 'drizzle-orm';
import { SandboxMessagesQuery, SandboxMessagesResponse } from '../../../domain/contract/sandbox';
import { onlyDigits } from '../../../domain/digits';
import { outboundMessages } from '../../db/schema';
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
      const rows = await app.db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.recipient, recipient))
        .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
        .limit(SANDBOX_OUTBOX_LIMIT);
      return {
        mensagens: rows.map((m) => ({
          id: m.id,
          canal: m.channel === 'sms' ? ('sms' as const) : ('email' as const),
          para: m.recipient,
          assunto: m.subject,
          corpo: m.body,
          criadaEm: m.createdAt.toISOString(),
        })),
      };
    },
  );
}
