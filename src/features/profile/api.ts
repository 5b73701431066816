import type {
  CodigoBody,
  ContatoBody,
  DadosPessoais,
  EmUsoResponse,
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
import type {
  EnviarCodigoPinResponse,
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

    // ── E-mail / mobile change ───────────────────────────────────────────────────────────────
    profileContactInUse: build.mutation<EmUsoResponse, ContatoBody>({
      query: post('verificarEmailCelularEmUso'),
    }),
    profileSendContactCode: build.mutation<EnviarCodigoPinResponse, ContatoBody>({
      query: post('enviarCodigoPinTransacaoAlterarEmailCelular'),
    }),
    profileVerifyContactCode: build.mutation<ResultMsgResponse, CodigoBody>({
      query: post('verificarCodigoPinTransacaoTroca'),
    }),
    profileApplyContactChange: build.mutation<ResultMsgResponse, CodigoBody>({
      query: post('efetuarTrocaEmailCelular'),
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
  useProfileContactInUseMutation,
  useProfileSendContactCodeMutation,
  useProfileVerifyContactCodeMutation,
  useProfileApplyContactChangeMutation,
  useProfileAddressesQuery,
  useProfileAddressQuery,
  useProfileSaveAddressMutation,
  useProfileDeleteAddressMutation,
  useProfileEducationQuery,
  useProfileSaveEducationMutation,
  useProfileSpecialtiesQuery,
  useProfileSpecialtyCatalogueQuery,
  useProfileSpecialtyQuery,
  useProfileSaveSpecialtyMutation,
  useProfileDeleteSpecialtyMutation,
  useProfilePaidTransactionsQuery,
  useProfileReceiptQuery,
  useProfileRemoveCardMutation,
} = profileApi;
