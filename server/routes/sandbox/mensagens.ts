import {
  SandboxAttachmentParams,
  SandboxMessagesQuery,
  SandboxMessagesResponse,
} from '../../../domain/contract/sandbox';
import { onlyDigits } from '../../../domain/digits';
import { listMessagesTo, messageAttachment } from '../../messaging/outbox';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

const SANDBOX_OUTBOX_LIMIT = 20;

const recipientOf = (para: string) => (para.includes('@') ? para.toLowerCase() : onlyDigits(para));

const attachmentUrl = (id: number, para: string) =>
  `/api/sandbox/mensagens/${id}/anexo?para=${encodeURIComponent(para)}`;

/** The sandbox's inbox: what the app "sent" to an e-mail or a mobile (masked or digits). */
export default async function mensagens(app: App) {
  app.get(
    '/mensagens',
    {
      schema: { querystring: SandboxMessagesQuery, response: { 200: SandboxMessagesResponse } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const recipient = recipientOf(request.query.para);
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
          anexo: m.attachment
            ? { nome: m.attachment.name, tipo: m.attachment.mime, url: attachmentUrl(m.id, recipient) }
            : null,
        })),
      };
    },
  );

  // The file of one message, to whoever reads that recipient's inbox (its address is asked again).
  app.get(
    '/mensagens/:id/anexo',
    {
      schema: { params: SandboxAttachmentParams, querystring: SandboxMessagesQuery },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const file = await messageAttachment(app.db, request.params.id, recipientOf(request.query.para));
      if (!file) return sendError(request, reply, 404, ERRORS.notFound);
      return reply
        .type(file.mime)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.content));
    },
  );
}
