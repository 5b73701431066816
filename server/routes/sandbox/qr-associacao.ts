import { eq } from 'drizzle-orm';
import { SandboxQrParams, SandboxQrResponse } from '../../../domain/contract/sandbox-qr';
import { issuers } from '../../db/schema';
import { associationQrText, signAssociationQr } from '../../issuers/association-qr';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

/**
 * An issuer's association QR code, signed with its secret, for demos and browser tests: the
 * embedded database belongs to the server process, so scripts/issuer-qr.ts cannot reach it.
 */
export default async function qrAssociacao(app: App) {
  app.get(
    '/qr-associacao/:ID_EMITENTE_ML',
    {
      schema: { params: SandboxQrParams, response: { 200: SandboxQrResponse } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const emitente = request.params.ID_EMITENTE_ML;
      const [issuer] = await app.db
        .select({ secret: issuers.qrSecret })
        .from(issuers)
        .where(eq(issuers.id, emitente));
      if (!issuer) return sendError(request, reply, 404, ERRORS.notFound);
      const signed = signAssociationQr(issuer.secret, {
        emitente,
        categoria: null,
        emitido: Math.floor(Date.now() / 1000),
      });
      return { QRCODE: associationQrText(signed) };
    },
  );
}
