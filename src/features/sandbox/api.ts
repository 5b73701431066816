import type { SandboxBankQueue } from '../../../domain/contract/debito-automatico';
import type { SandboxMachinesResponse, SandboxMessagesResponse } from '../../../domain/contract/sandbox';
import { api } from '../../lib/api';

/** The sandbox's calls: its outbox (what the app "sent" to one recipient), its machines and its bank. */
const sandboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    sandboxMessages: build.query<SandboxMessagesResponse, string>({
      query: (para) => ({ url: 'sandbox/mensagens', params: { para } }),
      keepUnusedDataFor: 0,
      // Not served (404) when real e-mail goes out, even in a sandbox: the page says so (the Failure's status).
    }),
    /** Every machine with its states and events, read by the server from machines/. */
    sandboxMachines: build.query<SandboxMachinesResponse['maquinas'], void>({
      query: () => 'sandbox/maquinas',
      transformResponse: (response: SandboxMachinesResponse) => response.maquinas,
    }),
    /** The payer's bank of the sandbox: Pix Automático requests waiting for its answer. */
    sandboxBank: build.query<SandboxBankQueue, void>({
      query: () => 'sandbox/debito-automatico/banco',
      keepUnusedDataFor: 0,
    }),
    answerSandboxBank: build.mutation<{ ok: true }, { kind: 'rec' | 'cobr'; id: string; approve: boolean }>({
      query: ({ kind, id, approve }) => ({
        url: `sandbox/debito-automatico/${kind}/${id}`,
        method: 'POST',
        body: { approve },
      }),
    }),
  }),
});

export const {
  useSandboxMachinesQuery,
  useSandboxMessagesQuery,
  useSandboxBankQuery,
  useAnswerSandboxBankMutation,
} = sandboxApi;
