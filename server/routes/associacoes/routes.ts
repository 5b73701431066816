import { AssociationBrand, AssociationBrandParams } from '../../../domain/contract/association-brand';
import { readAssociationBrand } from '../../associations/public-brand';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

/**
 * /api/associacoes (public, our own vocabulary): an association's brand for its member screens,
 * public like its logo and name on its product pages.
 */
export default async function associationPublicRoutes(app: App) {
  app.get(
    '/:associationId/marca',
    {
      schema: { params: AssociationBrandParams, response: { 200: AssociationBrand } },
      config: { ownVocabulary: true },
    },
    async (request, reply) => {
      const brand = await readAssociationBrand(app.db, request.params.associationId);
      if (!brand) return sendError(request, reply, 404, ERRORS.notFound);
      return reply.header('cache-control', 'public, max-age=300').send(brand);
    },
  );
}
