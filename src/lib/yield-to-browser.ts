interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so that the browser can paint and answer input
 * in between: the start-up work is cut into pieces shorter than a long task (50 ms on a slow phone).
 * scheduler.yield resumes ahead of other queued tasks; where it is missing, a timer does. A hidden
 * page has nothing to paint and its timers are slowed to one a second: there it goes straight on.
 */
export function yieldToBrowser(): Promise<void> {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return Promise.resolve();
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}
