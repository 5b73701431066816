import type {
  IncluirFluxoProjetoBody,
  IncluirFluxoProjetoResponse,
  ListarProdutosLojaResponse,
  ObterProdutoLojaResponse,
} from '../../../domain/contract/store';
import { api } from '../../lib/api';

/**
 * The member's store. The lists provide 'Produto'; creating the item to pay changes both the
 * products (one is being acquired) and the member's cash flow, so it invalidates both. The
 * payment screen invalidates 'Produto' once paid, and the store shows it acquired.
 */
export const storeApi = api.injectEndpoints({
  endpoints: (build) => ({
    storeProducts: build.query<ListarProdutosLojaResponse, void>({
      query: () => 'projeto/listarProdutosLoja',
      providesTags: ['Produto'],
    }),
    storeProduct: build.query<ObterProdutoLojaResponse, number>({
      query: (id) => `projeto/obterProdutoLoja/${id}`,
      providesTags: ['Produto'],
    }),
    storeCreateItem: build.mutation<IncluirFluxoProjetoResponse, IncluirFluxoProjetoBody>({
      query: (body) => ({ url: 'fluxo/incluirFluxoProjeto', method: 'POST', body }),
      invalidatesTags: (result) => (result?.RESULTADO ? ['Produto', 'Fluxo'] : []),
    }),
  }),
});

export const { useStoreProductsQuery, useStoreProductQuery, useStoreCreateItemMutation } = storeApi;
