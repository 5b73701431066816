import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from '../../src/lib/yield-to-browser';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('yieldToBrowser', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(async () => undefined);
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });

  it('elsewhere resumes in a new task, after the ones already queued', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const order: string[] = [];
    setTimeout(() => order.push('queued task'));
    const resumed = yieldToBrowser().then(() => order.push('resumed'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await vi.runAllTimersAsync();
    await resumed;
    expect(order).toEqual(['queued task', 'resumed']);
  });

  it('goes straight on in a hidden page, whose timers the browser slows to one a second', async () => {
    const schedulerYield = vi.fn(async () => undefined);
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    await yieldToBrowser();
    expect(schedulerYield).not.toHaveBeenCalled();
  });
});
