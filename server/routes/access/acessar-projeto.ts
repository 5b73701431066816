import { ProductHashParams, ProjetoWeb } from '../../../domain/contract/access';
import { PURCHASE_MSG } from '../../../domain/purchase-messages';
import { findPublicProduct } from '../../purchases/public-product';
import { sendError } from '../../plugins/errors';
import type { App } from '../../types';
import { toProjetoWeb } from './product-wire';

/** The public product page's data; a finished product is still shown, as not available. */
export default async function acessarProjeto(app: App) {
  app.get(
    '/acessarProjeto/:hash',
    {
      schema: { params: ProductHashParams, response: { 200: ProjetoWeb } },
      config: { upperCase: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const product = await findPublicProduct(app.db, request.params.hash);
      if (!product) return sendError(request, reply, 404, PURCHASE_MSG.productNotFound);
      return toProjetoWeb(product);
    },
  );
}
