import { assign, fromCallback, setup } from 'xstate';

/** What the stream actor tells the machine. */
export type LiveChangesEvent =
  | { type: 'stream.opened' }
  | { type: 'stream.changed' }
  /** The server refused it (no session, a role without the money): not asked again. */
  | { type: 'stream.refused' }
  | { type: 'stream.broken' };

/** A broken stream is opened again after 5 s, then 10, 20… at most a minute apart. */
export const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 60_000;

/**
 * A screen's live channel (the server's "mudou" events): each change, and each reopening after a
 * break (something may have changed meanwhile), asks the screen's data again (`refresh`, provided
 * by the page). The stream is the page's actor; a break waits longer each time.
 */
export const liveChangesMachine = setup({
  types: {} as { context: { retries: number }; events: LiveChangesEvent },
  actors: {
    stream: fromCallback<LiveChangesEvent>(() => {
      throw new Error('stream not provided');
    }),
  },
  delays: {
    retryDelay: ({ context }) => Math.min(FIRST_RETRY_MS * 2 ** (context.retries - 1), LAST_RETRY_MS),
  },
  guards: {
    reopened: ({ context }) => context.retries > 0,
  },
  actions: {
    refresh: () => {},
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    resetRetries: assign({ retries: 0 }),
  },
}).createMachine({
  id: 'liveChanges',
  context: { retries: 0 },
  initial: 'listening',
  states: {
    listening: {
      invoke: { src: 'stream' },
      on: {
        'stream.opened': [
          { guard: 'reopened', actions: ['refresh', 'resetRetries'] },
          { actions: 'resetRetries' },
        ],
        'stream.changed': { actions: 'refresh' },
        'stream.refused': 'off',
        'stream.broken': { target: 'waiting', actions: 'countRetry' },
      },
    },
    waiting: { after: { retryDelay: 'listening' } },
    off: { type: 'final' },
  },
});
