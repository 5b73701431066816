import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { LAZY_SCRIPT_TIMEOUT_MS, lazyScriptMachine } from '../../machines/lazy-script.machine';

/** A loader whose tries are settled by the test: each call waits until resolved or rejected. */
function start() {
  const tries: { attempt: number; resolve: () => void; reject: (e: Error) => void }[] = [];
  const actor = createActor(
    lazyScriptMachine.provide({
      actors: {
        load: fromPromise<unknown, { attempt: number }>(
          ({ input }) =>
            new Promise<void>((resolve, reject) => tries.push({ attempt: input.attempt, resolve, reject })),
        ),
      },
    }),
  ).start();
  return { actor, tries };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('lazy script machine', () => {
  it('gives up after 120 s, not before (SPEC §9)', async () => {
    expect(LAZY_SCRIPT_TIMEOUT_MS).toBe(120_000);
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(119_999);
    expect(actor.getSnapshot().value).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('timedOut');
    expect(actor.getSnapshot().hasTag('problem')).toBe(true);
  });

  it('is ready when the script arrives in time, and the timer no longer matters', async () => {
    const { actor, tries } = start();
    await vi.advanceTimersByTimeAsync(60_000);
    tries[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('ready');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('a failed request offers the retry at once', async () => {
    const { actor, tries } = start();
    tries[0]!.reject(new Error('net::ERR_FAILED'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('problem')).toBe(true);
  });

  it('retry loads again as a new attempt, with a fresh 120 s', async () => {
    const { actor, tries } = start();
    await vi.advanceTimersByTimeAsync(120_000);
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(tries.map((t) => t.attempt)).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(actor.getSnapshot().value).toBe('loading');
    tries[1]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('a first try that arrives after the timeout is ignored until retried', async () => {
    const { actor, tries } = start();
    await vi.advanceTimersByTimeAsync(120_000);
    tries[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('timedOut');
  });

  it('retry means nothing while loading', () => {
    const { actor, tries } = start();
    actor.send({ type: 'retry' });
    expect(tries).toHaveLength(1);
    expect(actor.getSnapshot().context.attempt).toBe(1);
  });
});
