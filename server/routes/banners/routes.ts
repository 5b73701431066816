import type { FastifyRequest } from 'fastify';
import { BannerParams, ListarBannersResponse } from '../../../domain/contract/wallet';
import { findBannerImage, listBannerIds } from '../../banners/banners';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

/** The member whose live session the call carries, if any (the list stays open without one). */
async function memberOf(app: App, request: FastifyRequest): Promise<number | null> {
  const claims = app.verifiedClaims(request);
  if (!claims || claims.staff || typeof claims.sid !== 'string') return null;
  const memberId = Number(claims.sub);
  if (!Number.isInteger(memberId)) return null;
  const live = await app.memberSessions.isLive({ memberId, version: claims.ver, sessionId: claims.sid });
  return live ? memberId : null;
}

/** The home carousel (public): the list, and each image served from the database. */
export default async function bannerRoutes(app: App) {
  app.get('/', { schema: { response: { 200: ListarBannersResponse } } }, async (request) =>
    (await listBannerIds(app.db, await memberOf(app, request))).map((id) => ({
      id,
      img: `/api/banners/${id}/imagem`,
    })),
  );

  app.get('/:id/imagem', { schema: { params: BannerParams } }, async (request, reply) => {
    const banner = await findBannerImage(app.db, request.params.id);
    if (!banner) return sendError(request, reply, 404, ERRORS.notFound);
    return (
      reply
        .type(banner.mime)
        .header('cache-control', 'public, max-age=86400')
        // Stored SVGs could carry script: served as a document, they get no power to run it.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(banner.image))
    );
  });
}
