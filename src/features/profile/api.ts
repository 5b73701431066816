import type { PendenciaTotalResponse } from '../../../domain/contract/fluxo';
import type {
  DadosPessoais,
  Endereco,
  EnderecoIdBody,
  EspecialidadeIdBody,
  Formacao,
  ListarEnderecosResponse,
  ListarEspecialidadesMLResponse,
  ListarEspecialidadesResponse,
  ListarTransacoesPagasResponse,
  ObterDadosPessoaisResponse,
  ObterEnderecoResponse,
  ObterEspecialidadeResponse,
  ObterFormacaoResponse,
  EmitenteEspecialidade,
  SalvarDadosPessoaisBody,
  SalvarEnderecoBody,
  SalvarEnderecoResponse,
  SalvarEspecialidadeBody,
  SalvarEspecialidadeResponse,
  SalvarFormacaoBody,
} from '../../../domain/contract/profile';
import type { CepResult } from '../../../domain/contract/registration';
import type {
  Cartao,
  ListarAssociacoesResponse,
  ResultMsgResponse,
  SelecionarPrincipalBody,
} from '../../../domain/contract/wallet';
import { api } from '../../lib/api';

const post =
  <B>(url: string) =>
  (body: B) => ({ url: `emitente/${url}`, method: 'POST', body });

/** Invalidates the given tags only when the server accepted the change. */
const onSuccess =
  <T extends 'Perfil' | 'Sessao' | 'Endereco' | 'Especialidade' | 'Formacao' | 'Cartao'>(...tags: T[]) =>
  (result: { RESULTADO: boolean } | undefined) =>
    result?.RESULTADO ? tags : [];

/**
 * The profile area: personal data and photo, contact change, addresses, education, specialties,
 * associations, paid transactions and the cards shown there. Personal data also refreshes
 * 'Sessao', so Home's top bar shows the new photo and name.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    // ── Personal data ────────────────────────────────────────────────────────────────────────
    profilePersonalData: build.query<DadosPessoais, void>({
      query: () => 'emitente/obterDadosPessoais',
      transformResponse: (response: ObterDadosPessoaisResponse) => response.DADOS,
      providesTags: ['Perfil'],
    }),
    profileSavePersonalData: build.mutation<ResultMsgResponse, SalvarDadosPessoaisBody>({
      query: post('salvar'),
      invalidatesTags: onSuccess('Perfil', 'Sessao'),
    }),

    // ── Addresses ────────────────────────────────────────────────────────────────────────────
    profileAddresses: build.query<ListarEnderecosResponse, void>({
      query: () => 'emitente/listarEnderecos',
      providesTags: ['Endereco'],
    }),
    profileAddress: build.query<Endereco, number>({
      query: (id) => post<EnderecoIdBody>('obterEndereco')({ ID_EMITENTE_ENDERECO: id }),
      transformResponse: (response: ObterEnderecoResponse) => response.ENDERECO,
      providesTags: ['Endereco'],
    }),
    profileSaveAddress: build.mutation<SalvarEnderecoResponse, SalvarEnderecoBody>({
      query: post('salvarEndereco'),
      invalidatesTags: onSuccess('Endereco'),
    }),
    profileDeleteAddress: build.mutation<ResultMsgResponse, number>({
      query: (id) => post<EnderecoIdBody>('excluirEndereco')({ ID_EMITENTE_ENDERECO: id }),
      invalidatesTags: onSuccess('Endereco'),
    }),
    /** Takes the CEP's 8 digits. */
    profileCep: build.query<CepResult, string>({ query: (cep) => `cep/${cep}` }),

    // ── Education ────────────────────────────────────────────────────────────────────────────
    profileEducation: build.query<Formacao, void>({
      query: () => 'emitente/obterFormacao',
      transformResponse: (response: ObterFormacaoResponse) => response.FORMACAO,
      providesTags: ['Formacao'],
    }),
    profileSaveEducation: build.mutation<ResultMsgResponse, SalvarFormacaoBody>({
      query: post('salvarFormacao'),
      invalidatesTags: onSuccess('Formacao'),
    }),

    // ── Specialties ──────────────────────────────────────────────────────────────────────────
    profileSpecialties: build.query<ListarEspecialidadesResponse, void>({
      query: () => 'emitente/listarEmitenteEspecialidade',
      providesTags: ['Especialidade'],
    }),
    profileSpecialtyCatalogue: build.query<ListarEspecialidadesMLResponse, void>({
      query: () => 'emitente/listarEmitenteEspecialidadeML',
    }),
    profileSpecialty: build.query<EmitenteEspecialidade, number>({
      query: (id) =>
        post<EspecialidadeIdBody>('obterEmitenteEspecialidade')({ ID_EMITENTE_ESPECIALIDADE: id }),
      transformResponse: (response: ObterEspecialidadeResponse) => response.EMITENTE_ESPECIALIDADE,
      providesTags: ['Especialidade'],
    }),
    profileSaveSpecialty: build.mutation<SalvarEspecialidadeResponse, SalvarEspecialidadeBody>({
      query: post('salvarEmitenteEspecialidade'),
      invalidatesTags: onSuccess('Especialidade'),
    }),
    profileDeleteSpecialty: build.mutation<ResultMsgResponse, number>({
      query: (id) => post<EspecialidadeIdBody>('excluirEspecialidade')({ ID_EMITENTE_ESPECIALIDADE: id }),
      invalidatesTags: onSuccess('Especialidade'),
    }),

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
    profilePaidTransactions: build.query<ListarTransacoesPagasResponse, void>({
      query: () => 'fluxo/listarTransacoesPagas',
      providesTags: ['Fluxo'],
    }),
    /** The receipt page's HTML: it needs the Authorization header, so it cannot be a plain link. */
    profileReceipt: build.query<string, string>({
      query: (transactionId) => ({
        url: `fluxo/recibo/${encodeURIComponent(transactionId)}`,
        responseHandler: 'text',
      }),
      keepUnusedDataFor: 0,
    }),
    profileCards: build.query<Cartao[], void>({
      query: () => 'emitente/listarCartoes',
      providesTags: ['Cartao'],
    }),
    /** Also refreshes Home's cards panel, which reads the same tag. */
    profileRemoveCard: build.mutation<ResultMsgResponse, number>({
      query: (id) => post<SelecionarPrincipalBody>('excluirCartao')({ ID_ZOOP_EMITENTE_CARTAO: id }),
      invalidatesTags: onSuccess('Cartao'),
    }),
  }),
});

export const {
  useProfilePersonalDataQuery,
  useProfileSavePersonalDataMutation,
  useProfileAddressesQuery,
  useProfileAddressQuery,
  useProfileSaveAddressMutation,
  useProfileDeleteAddressMutation,
  useLazyProfileCepQuery,
  useProfileEducationQuery,
  useProfileSaveEducationMutation,
  useProfileSpecialtiesQuery,
  useProfileSpecialtyCatalogueQuery,
  useProfileSpecialtyQuery,
  useProfileSaveSpecialtyMutation,
  useProfileDeleteSpecialtyMutation,
  useProfileAssociationsQuery,
  useProfilePendingTotalQuery,
  useProfilePaidTransactionsQuery,
  useProfileReceiptQuery,
  useProfileCardsQuery,
  useProfileRemoveCardMutation,
} = profileApi;
