// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../src/lib/after-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const visibility = (state: DocumentVisibilityState) =>
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);

describe('afterNextPaint', () => {
  it('runs in the task after the next frame, not before it', () => {
    vi.useFakeTimers();
    visibility('visible');
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const then = vi.fn();
    afterNextPaint(then);
    vi.runAllTimers();
    expect(then).not.toHaveBeenCalled();
    frames.shift()!(0);
    expect(then).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(then).toHaveBeenCalledOnce();
  });

  it('runs at once on a hidden page, which paints no frame', () => {
    visibility('hidden');
    const then = vi.fn();
    afterNextPaint(then);
    expect(then).toHaveBeenCalledOnce();
  });
});
