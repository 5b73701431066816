import { z } from 'zod';
import { ProjectHash } from '../../../domain/contract/access';
import { isUniqueViolation } from '../../db/unique-violation';
import { projectPrices, projects } from '../../db/schema';
import { sendError } from '../../plugins/errors';
import type { App } from '../../types';

export const SANDBOX_PRODUCT_ISSUER = 428;
const PRICES = [
  { categoryId: 2701, amountCentavos: 10_000 },
  { categoryId: 501, amountCentavos: 15_000 },
  { categoryId: 601, amountCentavos: 20_000 },
];

const Body = z.object({
  HASH: ProjectHash,
  DESCRICAO_DETALHADA: z.string().max(20_000),
});
const Response = z.object({ RESULTADO: z.literal(true), HASH: z.string() });

/**
 * A test product of issuer 428 whose detailed description is whatever HTML the test sends: the
 * browser tests prove that an issuer's script never runs on the product page.
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
      try {
        await app.db.transaction(async (tx) => {
          const [project] = await tx
            .insert(projects)
            .values({
              issuerId: SANDBOX_PRODUCT_ISSUER,
              hash: HASH,
              description: `Produto de teste ${HASH}`,
              detailedHtml: DESCRICAO_DETALHADA,
              inStore: false,
            })
            .returning({ id: projects.id });
          await tx.insert(projectPrices).values(PRICES.map((p) => ({ ...p, projectId: project!.id })));
        });
      } catch (error) {
        if (isUniqueViolation(error)) return sendError(request, reply, 409, 'Este HASH já existe.');
        throw error;
      }
      return { RESULTADO: true as const, HASH };
    },
  );
}
