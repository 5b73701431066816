import { afterAll, vi } from 'vitest';

// Files share their worker's process (isolate: false): what one file fakes must not reach the next.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
