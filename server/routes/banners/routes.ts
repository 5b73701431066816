import { asc, eq } from 'drizzle-orm';
import { BannerParams, ListarBannersResponse } from '../../../domain/contract/wallet';
import { banners } from '../../db/schema';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

/** The home carousel (public): the list, and each image served from the database. */
export default async function bannerRoutes(app: App) {
  app.get('/', { schema: { response: { 200: ListarBannersResponse } } }, async () => {
    const rows = await app.db
      .select({ id: banners.id })
      .from(banners)
      .orderBy(asc(banners.position), asc(banners.id));
    return rows.map(({ id }) => ({ id, img: `/api/banners/${id}/imagem` }));
  });

  app.get('/:id/imagem', { schema: { params: BannerParams } }, async (request, reply) => {
    const [banner] = await app.db
      .select({ mime: banners.imageMime, image: banners.image })
      .from(banners)
      .where(eq(banners.id, request.params.id));
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
