import { describe, expect, it } from 'vitest';
import { SandboxClock } from '../../../src/features/sandbox/sandbox-clock';

describe('SandboxClock', () => {
  it('fires nothing until it is moved, then each timer at its own moment, in order', () => {
    const clock = new SandboxClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push(`b@${clock.elapsedMs}`), 2_000);
    clock.setTimeout(() => fired.push(`a@${clock.elapsedMs}`), 1_000);
    expect(fired).toEqual([]);
    clock.advance(1_999);
    expect(fired).toEqual(['a@1000']);
    clock.advance(1);
    expect(fired).toEqual(['a@1000', 'b@2000']);
  });

  it('fires in the same move the timers set meanwhile: a 1 s tick five times in 5 s', () => {
    const clock = new SandboxClock();
    let ticks = 0;
    const tick = () => {
      ticks += 1;
      clock.setTimeout(tick, 1_000);
    };
    clock.setTimeout(tick, 1_000);
    clock.advance(5_000);
    expect(ticks).toBe(5);
    expect(clock.elapsedMs).toBe(5_000);
  });

  it('never fires a cleared timer', () => {
    const clock = new SandboxClock();
    let fired = false;
    clock.clearTimeout(clock.setTimeout(() => (fired = true), 10));
    clock.advance(1_000);
    expect(fired).toBe(false);
  });
});
