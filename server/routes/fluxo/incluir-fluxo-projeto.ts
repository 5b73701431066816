import { IncluirFluxoProjetoBody, IncluirFluxoProjetoResponse } from '../../../domain/contract/store';
import { STORE_MSG } from '../../../domain/store-messages';
import { sendError } from '../../plugins/errors';
import { acquireProduct } from '../../store/acquire-product';
import type { App } from '../../types';

/** Acquiring a store product: the item to pay next with efetuarTransacao. */
export default async function incluirFluxoProjeto(app: App) {
  app.post(
    '/incluirFluxoProjeto',
    {
      schema: { body: IncluirFluxoProjetoBody, response: { 200: IncluirFluxoProjetoResponse } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { ID_PROJETO, NOME_RECIBO, CNPJ_RECIBO } = request.body;
      const result = await acquireProduct(app.db, request.memberId, {
        productId: ID_PROJETO,
        receiptName: NOME_RECIBO,
        receiptCnpj: CNPJ_RECIBO,
      });
      if (!result.ok) {
        if (result.status === 404) return sendError(request, reply, 404, result.message);
        return { RESULTADO: false, MSG: result.message };
      }
      return {
        RESULTADO: true,
        MSG: result.value.reused ? STORE_MSG.itemReused : STORE_MSG.itemCreated,
        ID_FLUXO_DE_CAIXA: result.value.itemId,
      };
    },
  );
}
