import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { alertMachine } from '../../machines/alert.machine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start() {
  const actor = createActor(alertMachine).start();
  const dismissed: number[] = [];
  actor.on('dismissed', (e) => dismissed.push(e.id));
  const current = () => actor.getSnapshot().context.queue[0];
  return { actor, dismissed, current };
}

describe('alert machine', () => {
  it('keeps an alert until dismissed by default (issue 38 item 12: it needs reading), then emits its dismissal', async () => {
    const { actor, dismissed, current } = start();
    actor.send({ type: 'alert.requested', alert: { kind: 'error', title: 'Erro', message: 'X' } });
    expect(current()?.message).toBe('X');
    expect(current()?.durationMs).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(current()?.message).toBe('X');
    expect(dismissed).toEqual([]);
    actor.send({ type: 'alert.dismissed' });
    expect(current()).toBeUndefined();
    expect(dismissed).toEqual([1]);
  });

  it('closes a brief confirmation after its own duration (the copy message lasts 2 s)', async () => {
    const { actor, dismissed, current } = start();
    actor.send({
      type: 'alert.requested',
      alert: { kind: 'info', title: '', message: 'c', durationMs: 2_000 },
    });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(current()?.message).toBe('c');
    await vi.advanceTimersByTimeAsync(1);
    expect(current()).toBeUndefined();
    expect(dismissed).toEqual([1]);
  });

  it('closes at once when dismissed and shows the next one queued', async () => {
    const { actor, dismissed, current } = start();
    actor.send({ type: 'alert.requested', alert: { kind: 'error', title: 'Erro', message: 'A' } });
    actor.send({ type: 'alert.requested', alert: { kind: 'success', title: 'Sucesso', message: 'B' } });
    actor.send({ type: 'alert.dismissed' });
    expect(dismissed).toEqual([1]);
    expect(current()?.message).toBe('B');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(current()?.message).toBe('B');
    actor.send({ type: 'alert.dismissed' });
    expect(dismissed).toEqual([1, 2]);
  });

  it('keeps an alert without duration open until dismissed', async () => {
    const { actor, dismissed, current } = start();
    actor.send({
      type: 'alert.requested',
      alert: { kind: 'success', title: 'S', message: 'M', durationMs: null },
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(current()?.message).toBe('M');
    actor.send({ type: 'alert.dismissed' });
    expect(dismissed).toEqual([1]);
  });

  it('a timed alert stays open while the pointer rests on it, and closes its full duration after the pointer leaves', async () => {
    const { actor, dismissed, current } = start();
    actor.send({
      type: 'alert.requested',
      alert: { kind: 'info', title: '', message: 'X', durationMs: 3_000 },
    });
    await vi.advanceTimersByTimeAsync(2_000);
    actor.send({ type: 'alert.held' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(current()?.message).toBe('X');
    actor.send({ type: 'alert.released' });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(current()?.message).toBe('X');
    await vi.advanceTimersByTimeAsync(1);
    expect(dismissed).toEqual([1]);
  });

  it('ignores the pointer on an alert that stays open anyway', async () => {
    const { actor, current } = start();
    actor.send({
      type: 'alert.requested',
      alert: { kind: 'success', title: 'S', message: 'M', durationMs: null },
    });
    actor.send({ type: 'alert.held' });
    actor.send({ type: 'alert.released' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(current()?.message).toBe('M');
  });
});
