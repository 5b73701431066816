import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { CONFETTI_MS } from '../../domain/constants';
import { acquiredThanksMachine } from '../../machines/acquired-thanks.machine';

function start() {
  const log = { starts: 0, stops: 0 };
  const actor = createActor(
    acquiredThanksMachine.provide({
      actors: {
        celebrate: fromCallback(() => {
          log.starts++;
          return () => {
            log.stops++;
          };
        }),
      },
    }),
  ).start();
  return { actor, log };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('acquired-thanks machine', () => {
  it('celebrates for 2 s, then stops the effect', async () => {
    expect(CONFETTI_MS).toBe(2_000);
    const { actor, log } = start();
    expect(log.starts).toBe(0);
    actor.send({ type: 'acquired.opened' });
    expect(actor.getSnapshot().value).toBe('celebrating');
    expect(log.starts).toBe(1);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(log.stops).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(log.stops).toBe(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('another tap starts the 2 s over', async () => {
    const { actor, log } = start();
    actor.send({ type: 'acquired.opened' });
    await vi.advanceTimersByTimeAsync(1_500);
    actor.send({ type: 'acquired.opened' });
    expect(log).toEqual({ starts: 2, stops: 1 });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(actor.getSnapshot().value).toBe('celebrating');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(log).toEqual({ starts: 2, stops: 2 });
  });

  it('leaving the screen stops the effect', () => {
    const { actor, log } = start();
    actor.send({ type: 'acquired.opened' });
    actor.stop();
    expect(log.stops).toBe(1);
  });
});
