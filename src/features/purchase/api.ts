import type { ProjetoWeb } from '../../../domain/contract/access';
import { fromWireDateTime } from '../../../domain/dates';
import { toCentavos } from '../../../domain/money';
import { api } from '../../lib/api';
import type { PublicProduct } from './purchase-types';

const productOf = (p: ProjetoWeb): PublicProduct => ({
  hash: p.HASH,
  name: p.DESCRICAO,
  detailsHtml: p.DESCRICAO_DETALHADA,
  imageUrl: p.IMAGEM || null,
  saleEndsAt: p.DATA_FIM ? fromWireDateTime(p.DATA_FIM).toISOString() : null,
  available: p.DISPONIVEL,
  soldOut: p.ESGOTADO ?? false,
  associationId: p.ID_EMITENTE_ML,
  associationName: p.EMITENTE_ML,
  associationCnpj: p.CNPJ_EMITENTE ?? null,
  categories: p.CATEGORIAS.map((c) => ({
    id: c.ID_EMITENTE_CATEGORIA,
    name: c.DESCRICAO,
    priceCentavos: toCentavos(c.VALOR_PROJETO),
  })),
});

/**
 * The product page's own call (SPEC §7 acessarProjeto, no token). The purchase's calls are in
 * purchase-api.ts, loaded with the buyer form, so that the page's first paint does not carry them.
 */
export const purchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicProduct: build.query<PublicProduct, string>({
      query: (hash) => `access/acessarProjeto/${encodeURIComponent(hash)}`,
      transformResponse: productOf,
      // The page tells an unknown product (404, 400) from a failed call by the HTTP status.
    }),
  }),
});

export const { usePublicProductQuery } = purchaseApi;
