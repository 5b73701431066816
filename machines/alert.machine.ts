import { assign, emit, setup } from 'xstate';

export type AlertKind = 'error' | 'warning' | 'success' | 'info';

export interface Alert {
  id: number;
  kind: AlertKind;
  title: string;
  message: string;
  /**
   * How long a brief confirmation ("Copiado") stays before closing by itself; null (the default)
   * keeps the alert until OK: errors, rules and successes that lead somewhere need reading, and a
   * finger may not reach OK in 3 s (issue 38 item 12, WCAG 2.2.1).
   */
  durationMs: number | null;
}

export type AlertRequest = Omit<Alert, 'id' | 'durationMs'> & { durationMs?: number | null };

interface AlertContext {
  queue: Alert[];
  nextId: number;
}

export type AlertEvent =
  | { type: 'alert.requested'; alert: AlertRequest }
  | { type: 'alert.dismissed' }
  | { type: 'alert.held' }
  | { type: 'alert.released' };
export type AlertEmitted = { type: 'dismissed'; id: number };

/**
 * Dialog alerts shown one at a time; each stays until dismissed, unless it asked for a duration
 * (a brief confirmation). A pointer resting on a timed alert holds it open (WCAG 2.2.1), and its
 * full duration starts again when the pointer leaves.
 */
export const alertMachine = setup({
  types: {} as { context: AlertContext; events: AlertEvent; emitted: AlertEmitted },
  delays: {
    visibleFor: ({ context }) => context.queue[0]?.durationMs ?? 0,
  },
  guards: {
    hasAlert: ({ context }) => context.queue.length > 0,
    staysOpen: ({ context }) => context.queue[0]?.durationMs === null,
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      if (event.type !== 'alert.requested') return context;
      const alert: Alert = { durationMs: null, ...event.alert, id: context.nextId };
      return { queue: [...context.queue, alert], nextId: context.nextId + 1 };
    }),
    announceDismissal: emit(({ context }) => ({
      type: 'dismissed' as const,
      id: context.queue[0]?.id ?? -1,
    })),
    dropCurrent: assign({ queue: ({ context }) => context.queue.slice(1) }),
  },
}).createMachine({
  id: 'alerts',
  context: { queue: [], nextId: 1 },
  initial: 'idle',
  on: { 'alert.requested': { actions: 'enqueue' } },
  states: {
    idle: { always: { guard: 'hasAlert', target: 'showing' } },
    showing: {
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'staysOpen', target: 'open' }, { target: 'timed' }] },
        timed: { after: { visibleFor: '#alerts.closing' }, on: { 'alert.held': 'held' } },
        held: { on: { 'alert.released': 'timed' } },
        open: {},
      },
      on: { 'alert.dismissed': 'closing' },
    },
    closing: {
      entry: ['announceDismissal', 'dropCurrent'],
      always: 'idle',
    },
  },
});
