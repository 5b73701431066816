import { Verification, VerificationParams } from '../../../domain/contract/documents';
import { DOCUMENT_MSG } from '../../../domain/document-messages';
import { eventCertificateByCode } from '../../documents/event-certificates-of-member';
import { verifyDocument } from '../../documents/verification';
import { sendError } from '../../plugins/errors';
import { sendDocumentPdf } from '../pdf-reply';
import type { App } from '../../types';

/** GET /api/verificar/:codigo — public: anyone holding a document (or a scanned QR) checks it. */
export default async function verifyRoutes(app: App) {
  app.get(
    '/:codigo',
    {
      schema: { params: VerificationParams, response: { 200: Verification } },
      // Codes have 75 random bits; the limit keeps the page from being an oracle to hammer anyway.
      config: { ownVocabulary: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifyDocument(app.db, request.params.codigo);
    },
  );

  // A certificate's PDF for whoever holds its code: the e-mail to a buyer with no account links here.
  app.get(
    '/:codigo/pdf',
    {
      schema: { params: VerificationParams },
      config: { ownVocabulary: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const doc = await eventCertificateByCode(app.db, request.params.codigo);
      if (!doc) return sendError(request, reply, 404, DOCUMENT_MSG.notFound);
      return sendDocumentPdf(reply, app.db, doc, app.config.publicUrl);
    },
  );
}
