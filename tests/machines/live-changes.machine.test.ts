import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  FIRST_RETRY_MS,
  liveChangesMachine,
  type LiveChangesEvent,
} from '../../machines/live-changes.machine';

/** The machine with a stream the test drives: `emit` is what the latest stream sends back. */
function start() {
  const log = { opened: 0, closed: 0, refreshes: 0 };
  let emit: (event: LiveChangesEvent) => void = () => {};
  const actor = createActor(
    liveChangesMachine.provide({
      actors: {
        stream: fromCallback<LiveChangesEvent>(({ sendBack }) => {
          log.opened++;
          emit = sendBack;
          return () => void log.closed++;
        }),
      },
      actions: { refresh: () => void log.refreshes++ },
    }),
  ).start();
  return { actor, log, emit: (event: LiveChangesEvent) => emit(event) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('live-changes machine', () => {
  it('each "mudou" asks the screen again; the first opening does not', () => {
    const { log, emit } = start();
    emit({ type: 'stream.opened' });
    expect(log.refreshes).toBe(0);
    emit({ type: 'stream.changed' });
    emit({ type: 'stream.changed' });
    expect(log.refreshes).toBe(2);
  });

  it('a broken stream opens again after 5 s, then 10, 20…, and asks again once it is back', async () => {
    const { actor, log, emit } = start();
    emit({ type: 'stream.opened' });
    emit({ type: 'stream.broken' });
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS - 1);
    expect(log.opened).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(log.opened).toBe(2);
    emit({ type: 'stream.broken' });
    await vi.advanceTimersByTimeAsync(2 * FIRST_RETRY_MS - 1);
    expect(log.opened).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(log.opened).toBe(3);
    // Back: what changed meanwhile is asked for, and the next break waits 5 s again.
    emit({ type: 'stream.opened' });
    expect(log.refreshes).toBe(1);
    emit({ type: 'stream.broken' });
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(log.opened).toBe(4);
  });

  it('waits at most a minute between tries', async () => {
    const { log, emit } = start();
    for (let i = 0; i < 8; i++) {
      emit({ type: 'stream.broken' });
      await vi.advanceTimersByTimeAsync(60_000);
    }
    expect(log.opened).toBe(9);
  });

  it('a refused stream (no session, a role without the money) is not asked again', async () => {
    const { actor, log, emit } = start();
    emit({ type: 'stream.refused' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(log.closed).toBe(1);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(log.opened).toBe(1);
  });
});
