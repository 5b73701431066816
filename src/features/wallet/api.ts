import type { SessionUser } from '../../../domain/contract/auth';
import type { ObterLogadoResponse } from '../../../domain/contract/emitente';
import type {
  EfetuarTransacaoBody,
  EfetuarTransacaoResponse,
  Fluxo,
  ListarFluxosBody,
  ListarFluxosResponse,
  ObterFluxoResponse,
  PendenciaTotalResponse,
  Transacao,
  TransacaoPendenteBoletoResponse,
  TransactionStatus,
  VerificaAnuidadeResponse,
  VerificarTransacaoResponse,
} from '../../../domain/contract/fluxo';
import type { OpenItems } from '../../../domain/contract/open-items';
import type { TermosResponse } from '../../../domain/contract/terms';
import type {
  Banner,
  Cartao,
  ListarAssociacoesResponse,
  ResultMsgResponse,
  SalvarCartaoBody,
  SalvarCartaoResponse,
} from '../../../domain/contract/wallet';
import { api } from '../../lib/api';

export type PayItemArgs = EfetuarTransacaoBody & { idempotencyKey: string };

const savesCard = (args: PayItemArgs) =>
  Boolean(args.CARTAO && 'SALVAR' in args.CARTAO && args.CARTAO.SALVAR);

/**
 * The member's wallet: what Home, History, the payment screens and the cards panel read and
 * change. Queries provide 'Fluxo', 'Cartao' (and 'Perfil' for the terms); a mutation
 * that changes one of them invalidates it, so every list follows without a reload.
 */
export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletMember: build.query<SessionUser, void>({
      query: () => 'emitente/obterLogado',
      transformResponse: (response: ObterLogadoResponse) => response.usuario,
      providesTags: ['Sessao'],
    }),
    walletAssociations: build.query<ListarAssociacoesResponse, void>({
      query: () => 'emitente/listarAssociacoesEmitente',
      providesTags: ['Perfil'],
    }),
    walletTermsAccepted: build.query<boolean, void>({
      query: () => 'emitente/termos',
      transformResponse: (response: TermosResponse) => response.ACEITO,
      providesTags: ['Perfil'],
    }),
    walletAcceptTerms: build.mutation<ResultMsgResponse, void>({
      query: () => ({ url: 'emitente/aceitarTermos', method: 'POST' }),
      invalidatesTags: (result) => (result?.RESULTADO ? ['Perfil'] : []),
    }),
    walletBanners: build.query<Banner[], void>({ query: () => 'banners' }),

    // ── Cash flow ────────────────────────────────────────────────────────────────────────────
    walletPendingTotal: build.query<number, void>({
      query: () => 'fluxo/pendenciaTotal360dias',
      transformResponse: (response: PendenciaTotalResponse) => response.TOTAL,
      providesTags: ['Fluxo'],
    }),
    /** "Em aberto": every pending item Home's total counts, priced for today (our own vocabulary). */
    walletOpenItems: build.query<OpenItems, void>({
      query: () => 'itens/abertos',
      providesTags: ['Fluxo'],
    }),
    walletFluxos: build.query<ListarFluxosResponse, ListarFluxosBody>({
      query: (body) => ({ url: 'fluxo/listarFluxos', method: 'POST', body }),
      providesTags: ['Fluxo'],
    }),
    walletFluxo: build.query<Fluxo, number>({
      query: (id) => ({ url: 'fluxo/obterFluxo', method: 'POST', body: { ID_FLUXO_DE_CAIXA: id } }),
      transformResponse: (response: ObterFluxoResponse) => response.FLUXO,
      providesTags: ['Fluxo'],
    }),
    walletAnnuityStatus: build.query<VerificaAnuidadeResponse, number>({
      query: (issuerId) => ({
        url: 'fluxo/verificaSePagaAnuidade',
        method: 'POST',
        body: { ID_EMITENTE_ML: issuerId },
      }),
      providesTags: ['Fluxo'],
    }),
    walletPayItem: build.mutation<EfetuarTransacaoResponse, PayItemArgs>({
      query: ({ idempotencyKey, ...body }) => ({
        url: 'fluxo/efetuarTransacao',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // PIX and boleto are paid later (verificarTransacao says so); an approved card is paid now.
      invalidatesTags: (result, _error, args) =>
        result?.TRANSACAO?.STATUS === 'succeeded' ? (savesCard(args) ? ['Fluxo', 'Cartao'] : ['Fluxo']) : [],
    }),
    /** "Desistir" of a store purchase (our own vocabulary: not a SPEC §7 call). */
    walletWithdrawPurchase: build.mutation<{ ok: true }, number>({
      query: (itemId) => ({ url: `itens/${itemId}/desistencia`, method: 'POST' }),
      invalidatesTags: ['Fluxo', 'Produto'],
    }),
    /** The item's boleto that can still be paid, or null: reopened as it was, nothing created. */
    walletPendingBoleto: build.mutation<Transacao | null, number>({
      query: (id) => ({
        url: 'fluxo/obterTransacaoPendenteBoleto',
        method: 'POST',
        body: { ID_FLUXO_DE_CAIXA: id },
      }),
      transformResponse: (response: TransacaoPendenteBoletoResponse) => response.TRANSACAO,
    }),
    walletCheckTransaction: build.mutation<TransactionStatus, string>({
      query: (id) => ({ url: 'fluxo/verificarTransacao', method: 'POST', body: { ID_ZOOP_TRANSACAO: id } }),
      transformResponse: (response: VerificarTransacaoResponse) => response.STATUS,
      invalidatesTags: (status) => (status === 'succeeded' ? ['Fluxo'] : []),
    }),

    // ── Cards ────────────────────────────────────────────────────────────────────────────────
    walletCards: build.query<Cartao[], void>({
      query: () => 'emitente/listarCartoes',
      providesTags: ['Cartao'],
    }),
    walletSaveCard: build.mutation<SalvarCartaoResponse, SalvarCartaoBody>({
      query: (body) => ({ url: 'emitente/salvarCartao', method: 'POST', body }),
      invalidatesTags: (result) => (result?.RESULTADO ? ['Cartao'] : []),
    }),
    walletSelectMainCard: build.mutation<ResultMsgResponse, number>({
      query: (id) => ({
        url: 'emitente/selecionarPrincipal',
        method: 'POST',
        body: { ID_ZOOP_EMITENTE_CARTAO: id },
      }),
      invalidatesTags: (result) => (result?.RESULTADO ? ['Cartao'] : []),
    }),
  }),
});

export const {
  useWalletMemberQuery,
  useWalletAssociationsQuery,
  useWalletTermsAcceptedQuery,
  useWalletAcceptTermsMutation,
  useWalletBannersQuery,
  useWalletPendingTotalQuery,
  useWalletOpenItemsQuery,
  useWalletFluxosQuery,
  useWalletFluxoQuery,
  useWalletAnnuityStatusQuery,
  useWalletPayItemMutation,
  useWalletCheckTransactionMutation,
  useWalletPendingBoletoMutation,
  useWalletWithdrawPurchaseMutation,
  useWalletCardsQuery,
  useWalletSaveCardMutation,
  useWalletSelectMainCardMutation,
} = walletApi;
