import { assign, fromPromise, setup } from 'xstate';
import type { RecurringStatus, StartedAuthorization } from '../domain/contract/debito-automatico';
import type { Outcome } from '../domain/outcome';

const AUTHORIZATION_TEXT = {
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
    start: fromPromise<Outcome<StartedAuthorization>, { itemId: number }>(async () => {
      throw new Error('provided by the page');
    }),
    check: fromPromise<Outcome<RecurringStatus>, { authorizationId: number }>(async () => ({
      ok: true,
      value: 'pending',
    })),
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
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'waiting',
            actions: assign(({ event }) =>
              event.output.ok
                ? {
                    authorizationId: event.output.value.authorization.id,
                    brCode: event.output.value.pix.brCode,
                  }
                : {},
            ),
          },
          {
            target: 'idle',
            actions: assign({ message: ({ event }) => (event.output.ok ? null : event.output.message) }),
          },
        ],
        onError: { target: 'idle', actions: assign({ message: AUTHORIZATION_TEXT.failed }) },
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
          // A failed check is asked again at the next interval.
          { guard: ({ event }) => !event.output.ok, target: 'waiting' },
          { guard: ({ event }) => event.output.ok && event.output.value === 'active', target: 'approved' },
          { guard: ({ event }) => event.output.ok && event.output.value === 'pending', target: 'waiting' },
          { target: 'refused' },
        ],
        onError: { target: 'waiting' },
      },
    },
    approved: { on: { 'authorization.closed': { target: 'idle', actions: assign({ brCode: null }) } } },
    refused: { on: { 'authorization.closed': { target: 'idle', actions: assign({ brCode: null }) } } },
  },
});
