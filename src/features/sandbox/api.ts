import type { SandboxMessagesResponse } from '../../../domain/contract/sandbox';
import { api } from '../../lib/api';

/** The sandbox outbox: what the app "sent" by e-mail or SMS to one recipient. */
export const sandboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    sandboxMessages: build.query<SandboxMessagesResponse, string>({
      query: (para) => ({ url: 'sandbox/mensagens', params: { para } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useSandboxMessagesQuery } = sandboxApi;
