import type { LoginBody, LoginResponse } from '../../../domain/contract/auth';
import { api } from '../../lib/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginBody>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = authApi;
