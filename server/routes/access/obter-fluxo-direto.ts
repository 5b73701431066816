import { ObterFluxoDiretoBody, ObterFluxoDiretoResponse } from '../../../domain/contract/access';
import { toFluxo } from '../fluxo/fluxo-wire';
import { findReferencedItem } from '../../purchases/referenced-item';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

/** Public purchase, step 2: the item just opened, to the holder of its reference only. */
export default async function obterFluxoDireto(app: App) {
  app.post(
    '/obterFluxoDireto',
    {
      schema: { body: ObterFluxoDiretoBody, response: { 200: ObterFluxoDiretoResponse } },
      config: { upperCase: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { ID_FLUXO_DE_CAIXA, HASH, REFERENCIA, ID_EMITENTE_ML } = request.body;
      const item = await findReferencedItem(app.db, {
        itemId: ID_FLUXO_DE_CAIXA,
        hash: HASH,
        reference: REFERENCIA,
        associationId: ID_EMITENTE_ML,
      });
      if (!item) return sendError(request, reply, 404, ERRORS.notFound);
      return { RESULTADO: true as const, FLUXO: toFluxo(item) };
    },
  );
}
