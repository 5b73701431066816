import type {
  IncluirFluxoProjetoBody,
  IncluirFluxoProjetoResponse,
  ListarProdutosLojaResponse,
  ObterProdutoLojaResponse,
  ProdutoLoja,
  ProdutoLojaDetalhe,
  SuasInformacoes,
} from '../../../domain/contract/store';
import { postalAddressOf } from '../../../domain/contract/postal-address';
import type { PostalAddress } from '../../../domain/postal-address';
import { fromWireDateTime } from '../../../domain/dates';
import { COMMON_MSG } from '../../../domain/messages';
import { toCentavos } from '../../../domain/money';
import { failed, succeeded } from '../../../domain/outcome';
import type { AcquireAnswer, AcquireRequest } from '../../../machines/product-review.machine';
import { api } from '../../lib/api';
import { legacyOutcome } from '../../lib/api-result';

/** A store product as the member sees it. */
export interface StoreProduct {
  id: number;
  description: string;
  associationId: number;
  associationName: string;
  /** The member has paid for it. */
  acquired: boolean;
  /** YYYY-MM-DD once acquired. */
  acquiredOn: string | null;
  /** The price for the member's category; null when it has none. */
  priceCentavos: number | null;
  /** On sale for the member now. */
  available: boolean;
  /** An event with no seat left: listed as "Esgotado", not sold. */
  soldOut: boolean;
  /** '' without one (the app's generic picture). */
  imageUrl: string;
}

export interface StoreProductDetail extends StoreProduct {
  /** HTML the server sanitized when it was stored. */
  detailsHtml: string;
  /** ISO date-time of the end of sale, or null. */
  saleEndsAt: string | null;
  categoryId: number;
  /** The member's category with the association, the one the price is for. */
  category: string;
  /** An event: paying it issues a ticket. */
  isEvent: boolean;
  /** An event's date (ISO) and venue, shown on the product page. */
  event: { startsAt: string; endsAt: string; place: string } | null;
}

/** "Suas Informações": the member's own data, prefilled. */
export interface MemberInfo {
  name: string;
  /** Digits. */
  cpf: string;
  email: string | null;
  /** Digits. */
  mobile: string | null;
  /** The main address, if any. */
  address: PostalAddress | null;
}

export interface ProductReview {
  product: StoreProductDetail;
  member: MemberInfo;
}

const productOf = (p: ProdutoLoja): StoreProduct => ({
  id: p.ID_PROJETO,
  description: p.DESCRICAO,
  associationId: p.ID_EMITENTE_ML,
  associationName: p.EMITENTE_ML,
  acquired: p.PAGO,
  acquiredOn: p.DATA_PAGAMENTO || null,
  priceCentavos: p.VALOR === null ? null : toCentavos(p.VALOR),
  available: p.DISPONIVEL,
  soldOut: p.ESGOTADO ?? false,
  imageUrl: p.PROJETO_WEB.IMAGEM_THUMB,
});

const detailOf = (p: ProdutoLojaDetalhe): StoreProductDetail => ({
  ...productOf(p),
  detailsHtml: p.DESCRICAO_DETALHADA,
  saleEndsAt: p.DATA_FIM ? fromWireDateTime(p.DATA_FIM).toISOString() : null,
  categoryId: p.ID_EMITENTE_CATEGORIA,
  category: p.CATEGORIA,
  isEvent: p.EVENTO ?? false,
  event:
    p.EVENTO_INICIO && p.EVENTO_FIM
      ? {
          startsAt: fromWireDateTime(p.EVENTO_INICIO).toISOString(),
          endsAt: fromWireDateTime(p.EVENTO_FIM).toISOString(),
          place: p.EVENTO_LOCAL ?? '',
        }
      : null,
});

const memberOf = (info: SuasInformacoes): MemberInfo => ({
  name: info.NOME,
  cpf: info.CPF,
  email: info.EMAIL,
  mobile: info.CELULAR,
  address: info.ENDERECO && postalAddressOf(info.ENDERECO),
});

const bodyOf = (request: AcquireRequest): IncluirFluxoProjetoBody => ({
  ID_PROJETO: request.productId,
  NOME_RECIBO: request.companyName || null,
  CNPJ_RECIBO: request.cnpj || null,
});

/** The item to pay, or the refusal; an acceptance without an item is no use to the payment. */
const acquireAnswerOf = (answer: IncluirFluxoProjetoResponse): AcquireAnswer => {
  const outcome = legacyOutcome(answer, (a) => a.ID_FLUXO_DE_CAIXA);
  if (!outcome.ok) return outcome;
  return outcome.value === undefined ? failed(COMMON_MSG.unknownError) : succeeded(outcome.value);
};

const LIST = { type: 'Product', id: 'LIST' } as const;
/** Every product read: paying or withdrawing a purchase changes one the wallet cannot name. */
const EVERY = { type: 'Product', id: 'EVERY' } as const;

/**
 * The member's store. Creating the item to pay changes that product (it is being acquired) and
 * the member's items; the payment screen invalidates every product once paid, and the store shows the
 * product acquired.
 */
export const storeApi = api.injectEndpoints({
  endpoints: (build) => ({
    storeProducts: build.query<StoreProduct[], void>({
      query: () => 'projeto/listarProdutosLoja',
      transformResponse: (response: ListarProdutosLojaResponse) => response.map(productOf),
      providesTags: (products = []) => [
        ...products.map(({ id }) => ({ type: 'Product' as const, id })),
        LIST,
        EVERY,
      ],
    }),
    storeProduct: build.query<ProductReview, number>({
      query: (id) => `projeto/obterProdutoLoja/${id}`,
      transformResponse: (response: ObterProdutoLojaResponse) => ({
        product: detailOf(response.PRODUTO),
        member: memberOf(response.SUAS_INFORMACOES),
      }),
      providesTags: (_review, _error, id) => [{ type: 'Product', id }, EVERY],
    }),
    storeCreateItem: build.mutation<AcquireAnswer, AcquireRequest>({
      query: (request) => ({ url: 'fluxo/incluirFluxoProjeto', method: 'POST', body: bodyOf(request) }),
      transformResponse: acquireAnswerOf,
      invalidatesTags: (answer, _error, request) =>
        answer?.ok
          ? [
              { type: 'Product', id: request.productId },
              LIST,
              { type: 'Item', id: 'LIST' },
              { type: 'Item', id: 'TOTAL' },
            ]
          : [],
    }),
  }),
});

export const { useStoreProductsQuery, useStoreProductQuery, useStoreCreateItemMutation } = storeApi;
