/**
 * Runs `then` once the browser has painted what is on screen now: requestAnimationFrame runs just
 * before a paint and the task it queues runs after it. A hidden page paints nothing, so there it
 * runs at once.
 */
export function afterNextPaint(then: () => void): void {
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') then();
  else requestAnimationFrame(() => setTimeout(then));
}

export const nextPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));

/** Once the browser has nothing more urgent to do (at most `timeoutMs` later). */
export const whenIdle = (timeoutMs: number) =>
  new Promise<void>((resolve) => {
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 200);
  });

/** After the next paint, once the browser has nothing more urgent to do (at most `timeoutMs` later). */
export const idleAfterPaint = (timeoutMs = 1_000) => nextPaint().then(() => whenIdle(timeoutMs));
