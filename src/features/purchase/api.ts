import type {
  IncluirFluxoProjetoDiretoBody,
  IncluirFluxoProjetoDiretoResponse,
  ObterFluxoDiretoBody,
  ObterFluxoDiretoResponse,
  ProjetoWeb,
} from '../../../domain/contract/access';
import type { UserRegisteredBody, UserRegisteredResponse } from '../../../domain/contract/registration';
import { api } from '../../lib/api';

const post =
  <B>(url: string) =>
  (body: B) => ({ url, method: 'POST', body });

/** The public purchase calls of SPEC §7 (no token), plus the CPF lookup of the buyer form. */
export const purchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicProduct: build.query<ProjetoWeb, string>({
      query: (hash) => `access/acessarProjeto/${encodeURIComponent(hash)}`,
    }),
    buyerRegistered: build.mutation<UserRegisteredResponse, UserRegisteredBody>({
      query: post('auth/userRegistered'),
    }),
    incluirFluxoProjetoDireto: build.mutation<
      IncluirFluxoProjetoDiretoResponse,
      IncluirFluxoProjetoDiretoBody
    >({ query: post('access/incluirFluxoProjetoDireto') }),
    obterFluxoDireto: build.mutation<ObterFluxoDiretoResponse, ObterFluxoDiretoBody>({
      query: post('access/obterFluxoDireto'),
    }),
  }),
});

export const {
  usePublicProductQuery,
  useBuyerRegisteredMutation,
  useIncluirFluxoProjetoDiretoMutation,
  useObterFluxoDiretoMutation,
} = purchaseApi;
