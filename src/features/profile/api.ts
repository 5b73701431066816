import type { PendenciaTotalResponse } from '../../../domain/contract/fluxo';
import type { CepResult } from '../../../domain/contract/registration';
import type {
  Cartao,
  ListarAssociacoesResponse,
  ResultMsgResponse,
  SelecionarPrincipalBody,
} from '../../../domain/contract/wallet';
import type { Outcome } from '../../../domain/outcome';
import { api } from '../../lib/api';
import { failureOf, legacyOutcome } from '../../lib/api-result';

const post =
  <B>(url: string) =>
  (body: B) => ({ url: `emitente/${url}`, method: 'POST', body });

/**
 * The profile's calls other areas share or take over: the CEP, the
 * associations, the balance and the cards. The profile's own data has an endpoint file per part
 * (personal-data-api, addresses-api, education-api, specialties-api, paid-transactions-api).
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Takes the CEP's 8 digits. */
    profileCep: build.query<CepResult, string>({ query: (cep) => `cep/${cep}` }),

    // ── Associations, balance, payments and cards ────────────────────────────────────────────
    profileAssociations: build.query<ListarAssociacoesResponse, void>({
      query: () => 'emitente/listarAssociacoesEmitente',
      providesTags: ['Perfil'],
    }),
    profilePendingTotal: build.query<number, void>({
      query: () => 'fluxo/pendenciaTotal360dias',
      transformResponse: (response: PendenciaTotalResponse) => response.TOTAL,
      providesTags: ['Fluxo'],
    }),
    profileCards: build.query<Cartao[], void>({
      query: () => 'emitente/listarCartoes',
      providesTags: ['Cartao'],
    }),
    /** Also refreshes Home's cards panel ('Cartao' while it still provides it); the value is the server's text. */
    profileRemoveCard: build.mutation<Outcome<string>, number>({
      query: (id) => post<SelecionarPrincipalBody>('excluirCartao')({ ID_ZOOP_EMITENTE_CARTAO: id }),
      transformResponse: (answer: ResultMsgResponse) => legacyOutcome(answer, (a) => a.MSG),
      transformErrorResponse: failureOf,
      invalidatesTags: (outcome) => (outcome?.ok ? [{ type: 'Card', id: 'LIST' }, 'Cartao'] : []),
    }),
  }),
});

export const {
  useLazyProfileCepQuery,
  useProfileAssociationsQuery,
  useProfilePendingTotalQuery,
  useProfileCardsQuery,
  useProfileRemoveCardMutation,
} = profileApi;
