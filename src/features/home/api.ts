import type { ObterLogadoResponse } from '../../../domain/contract/emitente';
import { api } from '../../lib/api';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    loggedMember: build.query<ObterLogadoResponse['usuario'], void>({
      query: () => 'emitente/obterLogado',
      transformResponse: (response: ObterLogadoResponse) => response.usuario,
      providesTags: ['Sessao'],
    }),
  }),
});

export const { useLoggedMemberQuery } = homeApi;
