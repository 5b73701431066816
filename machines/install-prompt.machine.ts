import { assign, fromPromise, not, setup } from 'xstate';

/**
 * How this browser installs the app: it offers its own dialog (beforeinstallprompt), it is iOS
 * Safari (never fires that event: the person adds the app through the Share menu), or the app is
 * already running installed (standalone), where nothing is offered.
 */
export type InstallRoute = 'browserPrompt' | 'iosShareMenu' | 'installed';

/** What the install route is told by (navigator.standalone is Safari's own). */
export interface BrowserTraits {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** Safari's navigator.standalone: true when opened from the home screen. */
  standalone?: boolean | undefined;
  /** matchMedia('(display-mode: standalone)').matches */
  displayModeStandalone: boolean;
}

// Browsers on iOS other than Safari, and apps' built-in browsers: their UA still says Safari.
const NOT_SAFARI =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|Brave|FBAN|FBAV|Instagram|Line\//;

/** iPhone, iPod and iPad; an iPad asking for desktop sites says "Macintosh" but has a touch screen. */
const isAppleMobile = (t: BrowserTraits) =>
  /iPhone|iPad|iPod/.test(t.userAgent) || (t.platform === 'MacIntel' && t.maxTouchPoints > 1);

const isIosSafari = (t: BrowserTraits) =>
  isAppleMobile(t) && /Safari\//.test(t.userAgent) && !NOT_SAFARI.test(t.userAgent);

/** How this browser installs the app (see InstallRoute). */
export function installRouteOf(t: BrowserTraits): InstallRoute {
  if (t.standalone === true || t.displayModeStandalone) return 'installed';
  return isIosSafari(t) ? 'iosShareMenu' : 'browserPrompt';
}

export interface InstallPromptInput {
  /** The day (YYYY-MM-DD) the prompt was last shown, from the date-stamped stored value. */
  lastShownOn: string | null;
  today: string;
  browser: BrowserTraits;
  /**
   * Another dialog of the screen goes first (Home's privacy terms): nothing is shown, nor the day
   * stamped, until `screen.freed`.
   */
  held?: boolean;
}

interface InstallPromptContext {
  lastShownOn: string | null;
  today: string;
  installRoute: InstallRoute;
  held: boolean;
  /** The browser offered installing while the prompt was held. */
  promptOffered: boolean;
}

export type InstallPromptEvent =
  /** The browser offers installation (its beforeinstallprompt event). */
  | { type: 'prompt.available' }
  | { type: 'install.accepted' }
  | { type: 'install.declined' }
  /** The iOS steps were read (Entendi) or closed. */
  | { type: 'steps.dismissed' }
  /** The dialog the prompt waited for is gone (the terms were accepted): one dialog at a time. */
  | { type: 'screen.freed' };

/**
 * SPEC §4: the install-app modal appears at most once per day. Where the browser offers
 * installing, it asks Autorizar / Não Autorizar; on iOS Safari it shows the Share-menu steps.
 */
export const installPromptMachine = setup({
  types: {} as { context: InstallPromptContext; events: InstallPromptEvent; input: InstallPromptInput },
  actors: {
    /** Shows the browser's own install dialog; provided by the UI. */
    browserPrompt: fromPromise<void>(async () => undefined),
  },
  actions: {
    /** Stores today's date stamp; provided by the UI (local storage). */
    rememberShown: () => undefined,
  },
  guards: {
    held: ({ context }) => context.held,
    promptOffered: ({ context }) => context.promptOffered,
    alreadyShownToday: ({ context }) => context.lastShownOn === context.today,
    installed: ({ context }) => context.installRoute === 'installed',
    iosShareMenu: ({ context }) => context.installRoute === 'iosShareMenu',
  },
}).createMachine({
  id: 'installPrompt',
  context: ({ input }) => ({
    lastShownOn: input.lastShownOn,
    today: input.today,
    installRoute: installRouteOf(input.browser),
    held: input.held ?? false,
    promptOffered: false,
  }),
  initial: 'holding',
  states: {
    /** Waits, silent, while another dialog is on screen; remembers the browser's offer meanwhile. */
    holding: {
      always: { guard: not('held'), target: 'deciding' },
      on: {
        'screen.freed': { target: 'deciding', actions: assign({ held: false }) },
        'prompt.available': { actions: assign({ promptOffered: true }) },
      },
    },
    deciding: {
      always: [
        { guard: 'installed', target: 'done' },
        { guard: 'alreadyShownToday', target: 'done' },
        { guard: 'iosShareMenu', target: 'showingIosSteps' },
        { guard: 'promptOffered', target: 'asking' },
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
