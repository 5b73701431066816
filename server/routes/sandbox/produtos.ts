import { z } from 'zod';
import { ProductHash } from '../../../domain/contract/access';
import { sendError } from '../../plugins/errors';
import { createSandboxProduct } from '../../purchases/sandbox-product';
import type { App } from '../../types';

const Body = z.object({
  HASH: ProductHash,
  DESCRICAO_DETALHADA: z.string().max(20_000),
});
const Response = z.object({ RESULTADO: z.literal(true), HASH: z.string() });

/**
 * A test product of association 428 whose detailed description is whatever HTML the test sends: the
 * browser tests prove that an association's script never runs on the product page.
 */
export default async function produtos(app: App) {
  app.post(
    '/produtos',
    {
      schema: { body: Body, response: { 200: Response } },
      config: { upperCase: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { HASH, DESCRICAO_DETALHADA } = request.body;
      const created = await createSandboxProduct(app.db, { hash: HASH, detailedHtml: DESCRICAO_DETALHADA });
      if (!created.ok) return sendError(request, reply, 409, created.message);
      return { RESULTADO: true as const, HASH };
    },
  );
}
