import type { VerifyResponse } from '../../domain/contract/auth';
import { api } from './api';

/** Session calls every part of the app uses: the start-up check, Sair and Sair de todos os dispositivos. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    verify: build.query<VerifyResponse, void>({
      query: () => 'auth/verify',
    }),
    logout: build.mutation<{ resultado: boolean }, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
    logoutEverywhere: build.mutation<{ resultado: boolean }, void>({
      query: () => ({ url: 'auth/logoutTodos', method: 'POST' }),
    }),
  }),
});

export const { useVerifyQuery, useLogoutMutation, useLogoutEverywhereMutation } = sessionApi;
