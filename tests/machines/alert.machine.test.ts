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
  it('closes an alert after 3 s by default and emits its dismissal', async () => {
    const { actor, dismissed, current } = start();
    actor.send({ type: 'alert.requested', alert: { kind: 'error', title: 'Erro', message: 'X' } });
    expect(current()?.message).toBe('X');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(current()?.message).toBe('X');
    await vi.advanceTimersByTimeAsync(1);
    expect(current()).toBeUndefined();
    expect(dismissed).toEqual([1]);
  });

  it('honours a custom duration (the copy message lasts 2 s)', async () => {
    const { actor, current } = start();
    actor.send({
      type: 'alert.requested',
      alert: { kind: 'info', title: '', message: 'c', durationMs: 2_000 },
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(current()).toBeUndefined();
  });

  it('closes at once when dismissed and shows the next one queued', async () => {
    const { actor, dismissed, current } = start();
    actor.send({ type: 'alert.requested', alert: { kind: 'error', title: 'Erro', message: 'A' } });
    actor.send({ type: 'alert.requested', alert: { kind: 'success', title: 'Sucesso', message: 'B' } });
    actor.send({ type: 'alert.dismissed' });
    expect(dismissed).toEqual([1]);
    expect(current()?.message).toBe('B');
    await vi.advanceTimersByTimeAsync(3_000);
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

  it('stays open while the pointer rests on it, and closes 3 s after the pointer leaves', async () => {
    const { actor, dismissed, current } = start();
    actor.send({ type: 'alert.requested', alert: { kind: 'error', title: 'Erro', message: 'X' } });
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
