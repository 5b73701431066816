import type { FastifyReply, FastifyRequest } from 'fastify';
import { ObterProdutoLojaResponse, ProdutoLojaBody, ProdutoLojaParams } from '../../../domain/contract/store';
import { ERRORS, sendError } from '../../plugins/errors';
import { reviewPrefill } from '../../store/review-prefill';
import { findStoreProduct } from '../../store/store-products';
import type { App } from '../../types';
import { toProdutoLojaDetalhe, toSuasInformacoes } from './store-wire';

/** The product review: GET /obterProdutoLoja/:id or POST { ID_PROJETO }; one the member cannot see is 404. */
export default async function obterProdutoLoja(app: App) {
  const answer = async (request: FastifyRequest, reply: FastifyReply, productId: number) => {
    const product = await findStoreProduct(app.db, request.memberId, productId);
    const prefill = product && (await reviewPrefill(app.db, request.memberId));
    if (!product || !prefill) return sendError(request, reply, 404, ERRORS.notFound);
    return {
      RESULTADO: true as const,
      PRODUTO: toProdutoLojaDetalhe(product),
      SUAS_INFORMACOES: toSuasInformacoes(prefill),
    };
  };

  app.get(
    '/obterProdutoLoja/:id',
    { schema: { params: ProdutoLojaParams, response: { 200: ObterProdutoLojaResponse } } },
    (request, reply) => answer(request, reply, request.params.id),
  );
  app.post(
    '/obterProdutoLoja',
    { schema: { body: ProdutoLojaBody, response: { 200: ObterProdutoLojaResponse } } },
    (request, reply) => answer(request, reply, request.body.ID_PROJETO),
  );
}
