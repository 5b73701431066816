import { LogoParams } from '../../../domain/contract/auth';
import { findAssociationLogo } from '../../associations/association-logo';
import { sendError, ERRORS } from '../../plugins/errors';
import type { App } from '../../types';

export default async function logo(app: App) {
  app.get('/logomarcaCliente/:ID_EMITENTE_ML', { schema: { params: LogoParams } }, async (request, reply) => {
    const association = await findAssociationLogo(app.db, request.params.ID_EMITENTE_ML);
    if (!association) return sendError(request, reply, 404, ERRORS.notFound);
    return reply
      .type(association.mime)
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(Buffer.from(association.logo));
  });
}
