import type { AuthConfigResponse } from '../../domain/contract/registration';
import { api } from './api';

/** What the public screens need from the server's setup: the captcha site key and the sandbox flag. */
const clientConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    authConfig: build.query<AuthConfigResponse, void>({
      query: () => 'auth/config',
    }),
  }),
});

export const { useAuthConfigQuery } = clientConfigApi;
