import { assign, fromPromise, setup } from 'xstate';
import type { RecurringStatus, StartedAuthorization } from '../domain/contract/debito-automatico';

export const AUTHORIZATION_TEXT = {
  failed: 'Não foi possível iniciar o débito automático. Tente novamente.',
} as const;

interface AuthorizationContext {
  authorizationId: number | null;
  brCode: string | null;
  message: string | null;
}

/**
 * Starting a Pix Automático authorization (Jornada 3): the server answers with the QR that pays
 * the item and authorizes; then the authorization is checked every few seconds until the
 * member's bank approves or refuses it.
 */
export const debitoAutomaticoMachine = setup({
  types: {} as {
    context: AuthorizationContext;
    events: { type: 'authorization.requested'; itemId: number } | { type: 'authorization.closed' };
  },
  actors: {
    start: fromPromise<StartedAuthorization, { itemId: number }>(async () => {
      throw new Error('provided by the page');
    }),
    check: fromPromise<RecurringStatus, { authorizationId: number }>(async () => 'pending'),
  },
  delays: { pollInterval: 3_000 },
}).createMachine({
  id: 'debitoAutomatico',
  context: { authorizationId: null, brCode: null, message: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'authorization.requested': {
          target: 'starting',
          actions: assign({ message: null }),
        },
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        src: 'start',
        input: ({ event }) => ({ itemId: event.type === 'authorization.requested' ? event.itemId : 0 }),
        onDone: {
          target: 'waiting',
          actions: assign({
            authorizationId: ({ event }) => event.output.authorization.id,
            brCode: ({ event }) => event.output.pix.brCode,
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            message: ({ event }) =>
              (event.error as { message?: string } | undefined)?.message ?? AUTHORIZATION_TEXT.failed,
          }),
        },
      },
    },
    waiting: {
      after: { pollInterval: 'checking' },
      on: { 'authorization.closed': { target: 'idle', actions: assign({ brCode: null }) } },
    },
    checking: {
      invoke: {
        src: 'check',
        input: ({ context }) => ({ authorizationId: context.authorizationId ?? 0 }),
        onDone: [
          { guard: ({ event }) => event.output === 'active', target: 'approved' },
          { guard: ({ event }) => event.output === 'pending', target: 'waiting' },
          { target: 'refused' },
        ],
        // A failed check is asked again at the next interval.
        onError: { target: 'waiting' },
      },
    },
    approved: { on: { 'authorization.closed': { target: 'idle', actions: assign({ brCode: null }) } } },
    refused: { on: { 'authorization.closed': { target: 'idle', actions: assign({ brCode: null }) } } },
  },
});
