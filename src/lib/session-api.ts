import type { VerifyResponse } from '../../domain/contract/auth';
import { api } from './api';
import { failureOf } from './api-result';

/** Session calls every part of the app uses: the start-up check, Sair and Sair de todos os dispositivos. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    verify: build.query<VerifyResponse, void>({
      query: () => 'auth/verify',
      transformErrorResponse: failureOf,
    }),
    logout: build.mutation<{ resultado: boolean }, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
      transformErrorResponse: failureOf,
    }),
    logoutEverywhere: build.mutation<{ resultado: boolean }, void>({
      query: () => ({ url: 'auth/logoutTodos', method: 'POST' }),
      transformErrorResponse: failureOf,
    }),
  }),
});

export const { useVerifyQuery, useLogoutMutation, useLogoutEverywhereMutation } = sessionApi;
