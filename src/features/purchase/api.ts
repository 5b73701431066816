import type {
  EfetuarTransacaoDiretaBody,
  IncluirFluxoProjetoDiretoBody,
  IncluirFluxoProjetoDiretoResponse,
  ObterFluxoDiretoBody,
  ObterFluxoDiretoResponse,
  ProjetoWeb,
  VerificarTransacaoDiretaBody,
  VerificarTransacaoDiretaResponse,
} from '../../../domain/contract/access';
import type { EfetuarTransacaoResponse } from '../../../domain/contract/fluxo';
import type {
  CepResult,
  UserRegisteredBody,
  UserRegisteredResponse,
} from '../../../domain/contract/registration';
import { api } from '../../lib/api';

const post =
  <B>(url: string) =>
  (body: B) => ({ url, method: 'POST', body });

/** The public purchase calls of SPEC §7 (no token), plus the CPF and CEP lookups of the buyer form. */
export const purchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicProduct: build.query<ProjetoWeb, string>({
      query: (hash) => `access/acessarProjeto/${encodeURIComponent(hash)}`,
    }),
    buyerRegistered: build.mutation<UserRegisteredResponse, UserRegisteredBody>({
      query: post('auth/userRegistered'),
    }),
    /** Takes the CEP's 8 digits. */
    buyerAddress: build.query<CepResult, string>({ query: (cep) => `cep/${cep}` }),
    incluirFluxoProjetoDireto: build.mutation<
      IncluirFluxoProjetoDiretoResponse,
      IncluirFluxoProjetoDiretoBody
    >({ query: post('access/incluirFluxoProjetoDireto') }),
    obterFluxoDireto: build.mutation<ObterFluxoDiretoResponse, ObterFluxoDiretoBody>({
      query: post('access/obterFluxoDireto'),
    }),
    /** One Idempotency-Key per attempt: a retried request is answered, never charged, twice. */
    efetuarTransacaoDireta: build.mutation<
      EfetuarTransacaoResponse,
      { idempotencyKey: string; body: EfetuarTransacaoDiretaBody }
    >({
      query: ({ idempotencyKey, body }) => ({
        url: 'access/efetuarTransacaoDireta',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    verificarTransacaoDireta: build.mutation<VerificarTransacaoDiretaResponse, VerificarTransacaoDiretaBody>({
      query: post('access/verificarTransacaoDireta'),
    }),
  }),
});

export const {
  usePublicProductQuery,
  useBuyerRegisteredMutation,
  useLazyBuyerAddressQuery,
  useIncluirFluxoProjetoDiretoMutation,
  useObterFluxoDiretoMutation,
  useEfetuarTransacaoDiretaMutation,
  useVerificarTransacaoDiretaMutation,
} = purchaseApi;
