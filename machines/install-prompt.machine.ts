import { fromPromise, setup } from 'xstate';

/**
 * How this browser installs the app: it offers its own dialog (beforeinstallprompt), it is iOS
 * Safari (never fires that event: the person adds the app through the Share menu), or the app is
 * already running installed (standalone), where nothing is offered.
 */
export type InstallRoute = 'browserPrompt' | 'iosShareMenu' | 'installed';

export interface InstallPromptInput {
  /** The day (YYYY-MM-DD) the prompt was last shown, from the date-stamped stored value. */
  lastShownOn: string | null;
  today: string;
  installRoute: InstallRoute;
}

export type InstallPromptEvent =
  /** The browser offers installation (its beforeinstallprompt event). */
  | { type: 'prompt.available' }
  | { type: 'install.accepted' }
  | { type: 'install.declined' }
  /** The iOS steps were read (Entendi) or closed. */
  | { type: 'steps.dismissed' };

/**
 * SPEC §4: the install-app modal appears at most once per day. Where the browser offers
 * installing, it asks Autorizar / Não Autorizar; on iOS Safari it shows the Share-menu steps.
 */
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
    installed: ({ context }) => context.installRoute === 'installed',
    iosShareMenu: ({ context }) => context.installRoute === 'iosShareMenu',
  },
}).createMachine({
  id: 'installPrompt',
  context: ({ input }) => input,
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'installed', target: 'done' },
        { guard: 'alreadyShownToday', target: 'done' },
        { guard: 'iosShareMenu', target: 'showingIosSteps' },
        { target: 'waiting' },
      ],
    },
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
    showingIosSteps: {
      entry: 'rememberShown',
      on: { 'steps.dismissed': 'done' },
    },
    done: { type: 'final' },
  },
});
