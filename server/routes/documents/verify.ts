import { Verification, VerificationParams } from '../../../domain/contract/documents';
import { verifyDocument } from '../../documents/verification';
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
}
