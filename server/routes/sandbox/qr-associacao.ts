import { SandboxQrParams, SandboxQrResponse } from '../../../domain/contract/sandbox-qr';
import { associationJoinLink, signAssociationQr } from '../../associations/association-qr';
import { findAssociationQrSecret } from '../../associations/qr-secret';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

/**
 * An association's QR code (its join link, as Gestão prints it), signed with its secret, for demos and browser tests: the
 * embedded database belongs to the server process, so scripts/association-qr.ts cannot reach it.
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
      const secret = await findAssociationQrSecret(app.db, emitente);
      if (secret === undefined) return sendError(request, reply, 404, ERRORS.notFound);
      const signed = signAssociationQr(secret, {
        emitente,
        categoria: null,
        emitido: Math.floor(Date.now() / 1000),
      });
      return { QRCODE: associationJoinLink(app.config.publicUrl, signed) };
    },
  );
}
