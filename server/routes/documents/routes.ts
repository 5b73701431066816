import type { FastifyReply } from 'fastify';
import {
  CertificateRequest,
  DeclarationRequest,
  DocumentRefusal,
  DocumentsOverview,
  EventCertificates,
  MemberCards,
  ReceiptParams,
  UpdatePoints,
  VerificationParams,
} from '../../../domain/contract/documents';
import { DOCUMENT_MSG } from '../../../domain/document-messages';
import { issueCertificate } from '../../documents/certificate';
import { issueDeclaration } from '../../documents/declaration';
import {
  eventCertificateByCode,
  memberEventCertificates,
} from '../../documents/event-certificates-of-member';
import type { IssuedDocument } from '../../documents/issued-documents';
import { memberCards } from '../../documents/member-card';
import { standingWith } from '../../documents/member-standing';
import { documentsOverview } from '../../documents/overview';
import { memberReceipt } from '../../documents/receipt-document';
import { memberUpdatePoints } from '../../documents/update-points';
import { sendError } from '../../plugins/errors';
import { sendDocumentPdf } from '../pdf-reply';
import activityRoutes from './activities';
import type { App } from '../../types';

const refusals = { 404: DocumentRefusal, 422: DocumentRefusal };

/**
 * /api/documentos: the member's own documents as PDF (recibo, declaração anual, certidão de
 * quitação) and the carteirinha. Our own vocabulary; nobody else's document exists for the caller.
 */
export default async function documentRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), ownVocabulary: true } as typeof route.config;
  });

  const sendPdf = (reply: FastifyReply, doc: IssuedDocument) =>
    sendDocumentPdf(reply, app.db, doc, app.config.publicUrl);

  app.get('/', { schema: { response: { 200: DocumentsOverview } } }, (request) =>
    documentsOverview(app.db, request.memberId),
  );

  await app.register(activityRoutes);

  app.get('/carteirinha', { schema: { response: { 200: MemberCards } } }, (request) =>
    memberCards(app.db, request.memberId),
  );

  app.get('/certificados', { schema: { response: { 200: EventCertificates } } }, async (request) => ({
    certificates: await memberEventCertificates(app.db, request.memberId),
  }));

  app.get('/pontos', { schema: { response: { 200: UpdatePoints } } }, async (request) => ({
    associations: await memberUpdatePoints(app.db, request.memberId),
  }));

  app.get(
    '/certificados/:codigo',
    { schema: { params: VerificationParams, response: refusals } },
    async (request, reply) => {
      const doc = await eventCertificateByCode(app.db, request.params.codigo, request.memberId);
      if (!doc) return sendError(request, reply, 404, DOCUMENT_MSG.notFound);
      return sendPdf(reply, doc);
    },
  );

  app.get(
    '/recibos/:transacao',
    { schema: { params: ReceiptParams, response: refusals } },
    async (request, reply) => {
      const receipt = await memberReceipt(app.db, request.memberId, request.params.transacao);
      if (!receipt) return sendError(request, reply, 404, DOCUMENT_MSG.notFound);
      return sendPdf(reply, receipt);
    },
  );

  app.post(
    '/declaracoes',
    {
      schema: { body: DeclarationRequest, response: refusals },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const standing = await standingWith(app.db, request.memberId, request.body.associationId);
      if (!standing) return sendError(request, reply, 404, DOCUMENT_MSG.notMember);
      return sendPdf(reply, await issueDeclaration(app.db, standing, request.body.year));
    },
  );

  app.post(
    '/certidoes',
    {
      schema: { body: CertificateRequest, response: refusals },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const standing = await standingWith(app.db, request.memberId, request.body.associationId);
      if (!standing?.active) return sendError(request, reply, 404, DOCUMENT_MSG.notMember);
      const result = await issueCertificate(app.db, standing);
      if (!result.ok) {
        return reply
          .code(result.status)
          .send({ ok: false as const, message: result.message, overdue: result.overdue });
      }
      return sendPdf(reply, result.value);
    },
  );
}
