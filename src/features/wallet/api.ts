import type { SessionUser } from '../../../domain/contract/auth';
import type { ObterLogadoResponse } from '../../../domain/contract/emitente';
import type {
  Fluxo,
  FluxoMes,
  ListarFluxosBody,
  ObterFluxoResponse,
  VerificaAnuidadeResponse,
} from '../../../domain/contract/fluxo';
import type { OpenItems } from '../../../domain/contract/open-items';
import type { TermosResponse } from '../../../domain/contract/terms';
import type { Banner, ResultMsgResponse } from '../../../domain/contract/wallet';
import { fromWireDateTime } from '../../../domain/dates';
import { toCentavos } from '../../../domain/money';
import type { Outcome } from '../../../domain/outcome';
import { api } from '../../lib/api';
import { legacyOutcome } from '../../lib/api-result';
import type { AnnuityStatus, HomeMember, Item, ItemMonth, ItemsPeriod, StoreBanner } from './wallet-types';

/** YYYYMMDDTHHmmss (São Paulo) → its day, YYYY-MM-DD. */
const dayOf = (wire: string) => `${wire.slice(0, 4)}-${wire.slice(4, 6)}-${wire.slice(6, 8)}`;

const itemOf = (fluxo: Fluxo): Item => ({
  id: fluxo.ID_FLUXO_DE_CAIXA,
  associationId: fluxo.ID_EMITENTE_ML,
  associationName: fluxo.EMITENTE_ML,
  description: fluxo.HISTORICO,
  dueAt: dayOf(fluxo.DATA_VENCIMENTO),
  paidAt: fluxo.DATA_PAGAMENTO ? dayOf(fluxo.DATA_PAGAMENTO) : null,
  amountCentavos: toCentavos(fluxo.VALOR),
  promoUntil: fluxo.PAGUE_ATE || null,
  afterPromoCentavos:
    fluxo.PAGUE_ATE && fluxo.VALOR_DEPOIS !== undefined ? toCentavos(fluxo.VALOR_DEPOIS) : null,
  lateFeesCentavos: toCentavos(fluxo.MULTA_JUROS ?? 0),
  boletoIssued: fluxo.BOLETO_EMITIDO ?? false,
  refund: fluxo.ESTORNO
    ? {
        at: fromWireDateTime(fluxo.ESTORNO.DATA).toISOString(),
        amountCentavos: toCentavos(fluxo.ESTORNO.VALOR),
        paidCentavos: toCentavos(fluxo.ESTORNO.VALOR_PAGO),
      }
    : null,
});

const monthOf = (group: FluxoMes): ItemMonth => ({
  month: group.MES,
  year: group.ANO,
  items: group.FLUXOS.map(itemOf),
});

const toListarFluxosBody = (period: ItemsPeriod): ListarFluxosBody => ({
  DATA_INICIAL: period.from,
  ...(period.to ? { DATA_FINAL: period.to } : {}),
  SITUACAO: period.status === 'pending' ? 'pendente' : 'todos',
});

const homeMemberOf = (user: SessionUser): HomeMember => {
  const first = user.associacoes[0];
  return {
    name: user.nome,
    displayName: user.nomeApresentacao,
    photo: user.foto,
    association: first
      ? { associationId: first.ID_EMITENTE_ML, associationName: first.DESCRICAO, category: first.CATEGORIA }
      : null,
  };
};

/** A SPEC §7 answer whose only content is its RESULTADO and MSG: the message, or the refusal. */
export const messageOutcome = (answer: ResultMsgResponse): Outcome<string> =>
  legacyOutcome(answer, (a) => a.MSG);

const ITEM_LISTS = [{ type: 'Item' as const, id: 'LIST' }];
/** Paying (or withdrawing) items changes each of them, the lists and Home's total. */
export const itemsChanged = (itemIds: readonly number[]) => [
  ...itemIds.map((id) => ({ type: 'Item' as const, id })),
  { type: 'Item' as const, id: 'TOTAL' },
  ...ITEM_LISTS,
];

/**
 * The member's wallet: what Home, History, the payment screens and the cards panel read and
 * change, as the app's own types (wallet-types.ts); a failed call is a
 * Failure. Items are tagged { Item, id } with 'LIST' and 'TOTAL'; a change invalidates exactly
 * those it touches. The total, the cards and the associations are src/lib/member-data-api.ts's.
 */
export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletMember: build.query<HomeMember, void>({
      query: () => 'emitente/obterLogado',
      transformResponse: (response: ObterLogadoResponse) => homeMemberOf(response.usuario),
      providesTags: [{ type: 'Member', id: 'ME' }],
    }),
    walletTermsAccepted: build.query<boolean, void>({
      query: () => 'emitente/termos',
      transformResponse: (response: TermosResponse) => response.ACEITO,
      providesTags: [{ type: 'Terms', id: 'ME' }],
    }),
    walletAcceptTerms: build.mutation<Outcome<string>, void>({
      query: () => ({ url: 'emitente/aceitarTermos', method: 'POST' }),
      transformResponse: messageOutcome,
      invalidatesTags: (result) => (result?.ok ? [{ type: 'Terms', id: 'ME' }] : []),
    }),
    walletBanners: build.query<StoreBanner[], void>({
      query: () => 'banners',
      transformResponse: (banners: Banner[]) => banners.map(({ id, img }) => ({ id, imageUrl: img })),
    }),

    // ── Items ────────────────────────────────────────────────────────────────────────────────
    /** "Em aberto": every pending item Home's total counts, priced for today (our own vocabulary). */
    walletOpenItems: build.query<OpenItems, void>({
      query: () => 'itens/abertos',
      providesTags: (result) => [
        ...ITEM_LISTS,
        ...(result?.items ?? []).map((item) => ({ type: 'Item' as const, id: item.id })),
      ],
    }),
    walletItems: build.query<ItemMonth[], ItemsPeriod>({
      query: (period) => ({ url: 'fluxo/listarFluxos', method: 'POST', body: toListarFluxosBody(period) }),
      transformResponse: (response: FluxoMes[]) => response.map(monthOf),
      providesTags: (months = []) => [
        ...ITEM_LISTS,
        ...months.flatMap((m) => m.items.map((item) => ({ type: 'Item' as const, id: item.id }))),
      ],
    }),
    walletItem: build.query<Item, number>({
      query: (itemId) => ({ url: 'fluxo/obterFluxo', method: 'POST', body: { ID_FLUXO_DE_CAIXA: itemId } }),
      transformResponse: (response: ObterFluxoResponse) => itemOf(response.FLUXO),
      providesTags: (_item, _error, itemId) => [{ type: 'Item', id: itemId }],
    }),
    walletAnnuityStatus: build.query<AnnuityStatus, number>({
      query: (associationId) => ({
        url: 'fluxo/verificaSePagaAnuidade',
        method: 'POST',
        body: { ID_EMITENTE_ML: associationId },
      }),
      transformResponse: (response: VerificaAnuidadeResponse) => ({
        paid: response.PAGO,
        itemId: response.ID_FLUXO_DE_CAIXA,
      }),
      providesTags: (status) => [
        ...ITEM_LISTS,
        ...(status?.itemId ? [{ type: 'Item' as const, id: status.itemId }] : []),
      ],
    }),
    /** "Desistir" of a store purchase (our own vocabulary: not a SPEC §7 call). */
    walletWithdrawPurchase: build.mutation<{ ok: true }, number>({
      query: (itemId) => ({ url: `itens/${itemId}/desistencia`, method: 'POST' }),
      invalidatesTags: (_result, _error, itemId) => [
        ...itemsChanged([itemId]),
        { type: 'Product', id: 'EVERY' },
      ],
    }),

    // ── Cards ────────────────────────────────────────────────────────────────────────────────
    walletSelectMainCard: build.mutation<Outcome<string>, number>({
      query: (cardId) => ({
        url: 'emitente/selecionarPrincipal',
        method: 'POST',
        body: { ID_ZOOP_EMITENTE_CARTAO: cardId },
      }),
      transformResponse: messageOutcome,
      invalidatesTags: (result) => (result?.ok ? [{ type: 'Card', id: 'LIST' }] : []),
    }),
  }),
});

export const {
  useWalletMemberQuery,
  useWalletTermsAcceptedQuery,
  useWalletAcceptTermsMutation,
  useWalletBannersQuery,
  useWalletOpenItemsQuery,
  useWalletItemsQuery,
  useWalletItemQuery,
  useWalletAnnuityStatusQuery,
  useWalletWithdrawPurchaseMutation,
  useWalletSelectMainCardMutation,
} = walletApi;
