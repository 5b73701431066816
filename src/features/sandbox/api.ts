import type { SandboxBankQueue } from '../../../domain/contract/debito-automatico';
import type { SandboxMessagesResponse } from '../../../domain/contract/sandbox';
import { api } from '../../lib/api';

/** The sandbox outbox: what the app "sent" by e-mail or SMS to one recipient. */
export const sandboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    sandboxMessages: build.query<SandboxMessagesResponse, string>({
      query: (para) => ({ url: 'sandbox/mensagens', params: { para } }),
      keepUnusedDataFor: 0,
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

export const { useSandboxMessagesQuery, useSandboxBankQuery, useAnswerSandboxBankMutation } = sandboxApi;
