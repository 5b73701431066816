import type { VerifyResponse } from '../../domain/contract/auth';
import { api } from './api';

/** Session calls every part of the app uses: the start-up check and Sair. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    verify: build.query<VerifyResponse, void>({ query: () => 'auth/verify' }),
    logout: build.mutation<{ resultado: boolean }, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useVerifyQuery, useLogoutMutation } = sessionApi;
