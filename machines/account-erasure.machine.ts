import { assign, fromPromise, setup } from 'xstate';
import type { Outcome } from '../domain/outcome';
import { PRIVACY_REQUEST_MSG as MSG } from '../domain/privacy-request-messages';
import { failureMessage, succeeded } from './outcome-call';

/** What "Solicitar exclusão" answered: a request opened, or (no association) the account erased at once. */
export type ErasureAnswer = Outcome<{ erasedNow: boolean }>;

interface AccountErasureContext {
  password: string;
  pin: string;
  error: string | null;
}

export type AccountErasureEvent =
  | { type: 'erasure.started' }
  | { type: 'erasure.back' }
  | { type: 'password.changed'; value: string }
  | { type: 'pin.changed'; value: string }
  | { type: 'erasure.submitted' }
  | { type: 'cancel.requested'; requestId: number };

const pinDigits = (value: string) => value.replace(/\D/g, '').slice(0, 4);

/**
 * "Excluir minha conta": what is erased and kept is read first; "Quero excluir minha conta" asks
 * the password and the 4-digit PIN, checked here for shape and on the server for real; the request
 * is sent once. A waiting request can be cancelled from the start ("Cancelar solicitação").
 */
export const accountErasureMachine = setup({
  types: {} as { context: AccountErasureContext; events: AccountErasureEvent },
  actors: {
    requestErasure: fromPromise<ErasureAnswer, { password: string; pin: string }>(async () => {
      throw new Error('requestErasure not provided');
    }),
    cancelRequest: fromPromise<Outcome<unknown>, { requestId: number }>(async () => {
      throw new Error('cancelRequest not provided');
    }),
  },
  guards: {
    noPassword: ({ context }) => context.password === '',
    pinIncomplete: ({ context }) => context.pin.length !== 4,
    erasedNow: (_, answer: ErasureAnswer) => answer.ok && answer.value.erasedNow,
  },
  actions: {
    clear: assign({ password: '', pin: '', error: null }),
    refuse: assign((_, error: string) => ({ error })),
  },
}).createMachine({
  id: 'accountErasure',
  context: { password: '', pin: '', error: null },
  initial: 'offered',
  states: {
    offered: {
      on: {
        'erasure.started': { target: 'confirming', actions: 'clear' },
        'cancel.requested': 'cancelling',
      },
    },
    confirming: {
      on: {
        'password.changed': { actions: assign({ password: ({ event }) => event.value, error: null }) },
        'pin.changed': { actions: assign({ pin: ({ event }) => pinDigits(event.value), error: null }) },
        'erasure.back': { target: 'offered', actions: 'clear' },
        'erasure.submitted': [
          { guard: 'noPassword', actions: { type: 'refuse', params: MSG.passwordRequired } },
          { guard: 'pinIncomplete', actions: { type: 'refuse', params: MSG.pinRequired } },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'requestErasure',
        input: ({ context }) => ({ password: context.password, pin: context.pin }),
        onDone: [
          { guard: { type: 'erasedNow', params: ({ event }) => event.output }, target: 'erased' },
          { guard: succeeded, target: 'offered', actions: 'clear' },
          {
            target: 'confirming',
            actions: [{ type: 'refuse', params: failureMessage() }, assign({ pin: '' })],
          },
        ],
        onError: { target: 'confirming', actions: { type: 'refuse', params: failureMessage(MSG.failedNow) } },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        src: 'cancelRequest',
        input: ({ event }) => ({ requestId: event.type === 'cancel.requested' ? event.requestId : 0 }),
        onDone: [
          { guard: succeeded, target: 'offered', actions: 'clear' },
          { target: 'offered', actions: { type: 'refuse', params: failureMessage() } },
        ],
        onError: { target: 'offered', actions: { type: 'refuse', params: failureMessage(MSG.failedNow) } },
      },
    },
    /** No association had to answer: the account is gone, and with it the session. */
    erased: { type: 'final' },
  },
});
