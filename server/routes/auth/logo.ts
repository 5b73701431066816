import { eq } from 'drizzle-orm';
import { LogoParams } from '../../../domain/contract/auth';
import { issuers } from '../../db/schema';
import { sendError, ERRORS } from '../../plugins/errors';
import type { App } from '../../types';

export default async function logo(app: App) {
  app.get('/logomarcaCliente/:ID_EMITENTE_ML', { schema: { params: LogoParams } }, async (request, reply) => {
    const [issuer] = await app.db
      .select({ mime: issuers.logoMime, logo: issuers.logo })
      .from(issuers)
      .where(eq(issuers.id, request.params.ID_EMITENTE_ML));
    if (!issuer?.logo || !issuer.mime) return sendError(request, reply, 404, ERRORS.notFound);
    return reply
      .type(issuer.mime)
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(Buffer.from(issuer.logo));
  });
}
