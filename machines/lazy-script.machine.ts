import { assign, fromPromise, setup } from 'xstate';

/** SPEC §9: a lazily loaded script that has not arrived in 120 s is given up on. */
export const LAZY_SCRIPT_TIMEOUT_MS = 120_000;

export interface LazyScriptContext {
  /** 1 for the first try; each retry counts one more, so a loader can ask for a fresh copy. */
  attempt: number;
}

export type LazyScriptEvent = { type: 'retry' };

/**
 * A script loaded on demand (Google's captcha, a library chunk): it arrives, fails, or does not
 * arrive in time; the last two offer a retry instead of "Carregando..." forever.
 */
export const lazyScriptMachine = setup({
  types: {} as { context: LazyScriptContext; events: LazyScriptEvent },
  actors: {
    /** Resolves once the script can be used; provided by the UI. */
    load: fromPromise<unknown, { attempt: number }>(async () => {
      throw new Error('load actor not provided');
    }),
  },
  delays: { scriptTimeout: LAZY_SCRIPT_TIMEOUT_MS },
  actions: {
    countAttempt: assign(({ context }) => ({ attempt: context.attempt + 1 })),
  },
}).createMachine({
  id: 'lazyScript',
  context: { attempt: 1 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ attempt: context.attempt }),
        onDone: 'ready',
        onError: 'failed',
      },
      after: { scriptTimeout: 'timedOut' },
    },
    ready: { type: 'final' },
    /** The request failed (offline, blocked): the same way out as a timeout. */
    failed: { tags: ['problem'], on: { retry: { target: 'loading', actions: 'countAttempt' } } },
    timedOut: { tags: ['problem'], on: { retry: { target: 'loading', actions: 'countAttempt' } } },
  },
});
