import { ProductHashParams } from '../../../domain/contract/access';
import { ERRORS, sendError } from '../../plugins/errors';
import { findProductImage } from '../../purchases/public-product';
import type { App } from '../../types';

/** Stored SVGs could carry script: opened as a document, the image gets no power to run it. */
const PRODUCT_IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export default async function acessarProjetoImagem(app: App) {
  app.get(
    '/acessarProjetoImagem/:hash',
    {
      schema: { params: ProductHashParams },
      config: { upperCase: true, rateLimit: { max: 240, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const product = await findProductImage(app.db, request.params.hash);
      if (!product) return sendError(request, reply, 404, ERRORS.notFound);
      const mime = product.mime.startsWith('image/') ? product.mime : 'application/octet-stream';
      return reply
        .type(mime)
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', PRODUCT_IMAGE_CSP)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(product.image));
    },
  );
}
