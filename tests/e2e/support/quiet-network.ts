import type { Page, Request } from '@playwright/test';

const isLiveChannel = (request: Request) => request.headers()['accept'] === 'text/event-stream';

/**
 * Counts a page's requests from now on, except its live channel. Playwright's 'networkidle' never
 * comes while the live channel (a server-sent-events stream) is open, so a test that must wait for a
 * screen's later code and data (before going offline, say) waits for this instead.
 */
export function watchNetwork(page: Page) {
  const open = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (isLiveChannel(request)) return;
    open.add(request);
    lastChange = Date.now();
  });
  const finished = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);

  return {
    /** Resolves once no request but the live channel has been open for `forMs`. */
    async quiet({ forMs = 500, timeoutMs = 30_000 } = {}) {
      const giveUpAt = Date.now() + timeoutMs;
      while (open.size > 0 || Date.now() - lastChange < forMs) {
        if (Date.now() > giveUpAt) {
          throw new Error(`Still loading after ${timeoutMs} ms: ${[...open].map((r) => r.url()).join(', ')}`);
        }
        await page.waitForTimeout(100);
      }
    },
  };
}
