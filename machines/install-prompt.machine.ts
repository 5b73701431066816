import { fromPromise, setup } from 'xstate';

export interface InstallPromptInput {
  /** The day (YYYY-MM-DD) the prompt was last shown, from the date-stamped stored value. */
  lastShownOn: string | null;
  today: string;
}

export type InstallPromptEvent =
  /** The browser offers installation (its beforeinstallprompt event). */
  { type: 'prompt.available' } | { type: 'install.accepted' } | { type: 'install.declined' };

/** SPEC §4: the install-app modal (Autorizar / Não Autorizar) appears at most once per day. */
export const installPromptMachine = setup({
  types: {} as { context: InstallPromptInput; events: InstallPromptEvent; input: InstallPromptInput },
  actors: {
    /** Shows the browser's own install dialog; provided by the UI. */
    browserPrompt: fromPromise<void>(async () => undefined),
  },
  actions: {
    /** Stores today's date stamp; provided by the UI (local storage). */
    rememberShown: () => undefined,
  },
  guards: {
    alreadyShownToday: ({ context }) => context.lastShownOn === context.today,
  },
}).createMachine({
  id: 'installPrompt',
  context: ({ input }) => input,
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'prompt.available': [{ guard: 'alreadyShownToday', target: 'done' }, { target: 'asking' }],
      },
    },
    asking: {
      entry: 'rememberShown',
      on: { 'install.accepted': 'installing', 'install.declined': 'done' },
    },
    installing: {
      invoke: { src: 'browserPrompt', onDone: 'done', onError: 'done' },
    },
    done: { type: 'final' },
  },
});
