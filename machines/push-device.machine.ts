import { assign, fromPromise, setup } from 'xstate';

/** What "Ativar neste aparelho" ends in; the browser's answers and ours are told apart. */
export type DeviceOutcome = 'subscribed' | 'denied' | 'unsupported';

export const PUSH_TEXT = {
  denied: 'As notificações estão bloqueadas neste navegador. Libere-as nas configurações do site.',
  unsupported: 'Este navegador não recebe notificações. Instale o app na tela inicial para recebê-las.',
  failed: 'Não foi possível ativar as notificações neste aparelho. Tente novamente.',
} as const;

interface PushDeviceContext {
  /** Whether this device was already subscribed when the screen opened. */
  subscribedAtStart: boolean;
  message: string | null;
}

/**
 * Notifications on this device: permission is asked only after the member taps (browsers refuse
 * or penalize a prompt without a gesture), then the device subscribes and the server keeps it.
 */
export const pushDeviceMachine = setup({
  types: {} as {
    context: PushDeviceContext;
    events: { type: 'device.enable' } | { type: 'device.disable' };
    input: { subscribed: boolean };
  },
  actors: {
    subscribe: fromPromise<DeviceOutcome>(async () => 'unsupported'),
    unsubscribe: fromPromise<void>(async () => undefined),
  },
  actions: {
    clearMessage: assign({ message: null }),
  },
  guards: {
    subscribedAtStart: ({ context }) => context.subscribedAtStart,
  },
}).createMachine({
  id: 'pushDevice',
  context: ({ input }) => ({ subscribedAtStart: input.subscribed, message: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'subscribedAtStart', target: 'on' }, { target: 'off' }],
    },
    off: { on: { 'device.enable': { target: 'enabling', actions: 'clearMessage' } } },
    enabling: {
      tags: ['busy'],
      invoke: {
        src: 'subscribe',
        onDone: [
          { guard: ({ event }) => event.output === 'subscribed', target: 'on' },
          {
            target: 'off',
            actions: assign({
              message: ({ event }) => (event.output === 'denied' ? PUSH_TEXT.denied : PUSH_TEXT.unsupported),
            }),
          },
        ],
        onError: { target: 'off', actions: assign({ message: PUSH_TEXT.failed }) },
      },
    },
    on: { on: { 'device.disable': 'disabling' } },
    disabling: {
      tags: ['busy'],
      invoke: {
        src: 'unsubscribe',
        onDone: 'off',
        onError: { target: 'on', actions: assign({ message: PUSH_TEXT.failed }) },
      },
    },
  },
});
