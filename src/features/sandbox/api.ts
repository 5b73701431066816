import type { SandboxMachinesResponse, SandboxMessagesResponse } from '../../../domain/contract/sandbox';
import { api } from '../../lib/api';

/** The sandbox's calls: its outbox (what the app "sent" to one recipient) and its machines. */
export const sandboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    sandboxMessages: build.query<SandboxMessagesResponse, string>({
      query: (para) => ({ url: 'sandbox/mensagens', params: { para } }),
      keepUnusedDataFor: 0,
    }),
    /** Every machine with its states and events, read by the server from machines/. */
    sandboxMachines: build.query<SandboxMachinesResponse['maquinas'], void>({
      query: () => 'sandbox/maquinas',
      transformResponse: (response: SandboxMachinesResponse) => response.maquinas,
    }),
  }),
});

export const { useSandboxMachinesQuery, useSandboxMessagesQuery } = sandboxApi;
