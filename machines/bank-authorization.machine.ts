import { assign, fromPromise, setup } from 'xstate';
import type { RecurringStatus } from '../domain/contract/debito-automatico';
import type { PayerAccount } from '../domain/bank-account';
import { COMMON_MSG } from '../domain/messages';
import type { Outcome } from '../domain/outcome';

export interface BankAuthorizationInput {
  /** The open due or annuity the authorization starts from (its association and kind). */
  itemId: number;
}

export interface BankAuthorizationContext {
  itemId: number;
  /** What the member typed, kept for the request. */
  account: PayerAccount | null;
  authorizationId: number | null;
  /** Why the request was not sent (the server's pt-BR message). */
  message: string | null;
}

export type BankAuthorizationEvent =
  | { type: 'request.submitted'; account: PayerAccount }
  /** Back to the form after a refusal, or polling again after the member came back. */
  | { type: 'retry' };

const ENDED: readonly RecurringStatus[] = ['refused', 'cancelled', 'expired'];

const statusOf = (checked: Outcome<RecurringStatus>) => (checked.ok ? checked.value : null);

/**
 * Pix Automático's Jornada 1: the member names their bank, agência and conta; the request goes to
 * that bank, approved in its app; the screen follows the authorization's status every 5 s until
 * the bank answers, and after 10 minutes stops asking until the member says so.
 */
export const bankAuthorizationMachine = setup({
  types: {} as {
    context: BankAuthorizationContext;
    events: BankAuthorizationEvent;
    input: BankAuthorizationInput;
  },
  actors: {
    sendRequest: fromPromise<Outcome<{ id: number }>, { itemId: number; account: PayerAccount }>(async () => {
      throw new Error('sendRequest not provided');
    }),
    checkStatus: fromPromise<Outcome<RecurringStatus>, { id: number }>(async () => {
      throw new Error('checkStatus not provided');
    }),
  },
  delays: { pollInterval: 5_000, patience: 600_000 },
  guards: {
    isActive: (_, status: RecurringStatus | null) => status === 'active',
    hasEnded: (_, status: RecurringStatus | null) => status !== null && ENDED.includes(status),
  },
  actions: {
    keepAccount: assign((_, account: PayerAccount) => ({ account, message: null })),
    keepAuthorization: assign((_, id: number) => ({ authorizationId: id, message: null })),
    showMessage: assign((_, message: string) => ({ message })),
    forget: assign({ authorizationId: null, message: null }),
  },
}).createMachine({
  id: 'bankAuthorization',
  context: ({ input }) => ({ itemId: input.itemId, account: null, authorizationId: null, message: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'request.submitted': {
          target: 'sending',
          actions: { type: 'keepAccount', params: ({ event }) => event.account },
        },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'sendRequest',
        input: ({ context }) => ({ itemId: context.itemId, account: context.account! }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'following',
            actions: {
              type: 'keepAuthorization',
              params: ({ event }) => (event.output.ok ? event.output.value.id : 0),
            },
          },
          {
            target: 'editing',
            actions: {
              type: 'showMessage',
              params: ({ event }) => (event.output.ok ? COMMON_MSG.unknownError : event.output.message),
            },
          },
        ],
        onError: { target: 'editing', actions: { type: 'showMessage', params: COMMON_MSG.unknownError } },
      },
    },
    /** Waiting for the member to approve in the bank's app. */
    following: {
      initial: 'waiting',
      after: { patience: 'stillWaiting' },
      states: {
        waiting: { after: { pollInterval: 'checking' } },
        checking: {
          invoke: {
            src: 'checkStatus',
            input: ({ context }) => ({ id: context.authorizationId ?? 0 }),
            onDone: [
              {
                guard: { type: 'isActive', params: ({ event }) => statusOf(event.output) },
                target: '#bankAuthorization.approved',
              },
              {
                guard: { type: 'hasEnded', params: ({ event }) => statusOf(event.output) },
                target: '#bankAuthorization.refused',
              },
              // Still pending, or offline a moment: the next check asks again.
              { target: 'waiting' },
            ],
            onError: 'waiting',
          },
        },
      },
    },
    /** Polling stopped; the member may ask again (the bank's answer also arrives by itself). */
    stillWaiting: { on: { retry: 'following' } },
    approved: { type: 'final' },
    refused: { on: { retry: { target: 'editing', actions: 'forget' } } },
  },
});
