import { expect, test, type Page } from '@playwright/test';
import { pixCountdown } from '../../domain/messages';
import { routeSources } from '../../scripts/bench/bundle-size';

/**
 * ?inspect connects the built app's machines to the Stately inspector, whose window opens on
 * stately.ai. Here that page is one of ours, served by the browser itself (no network): it says
 * "connected" as the real one does and keeps what the app sends it.
 */
const INSPECTOR_PAGE = `<!doctype html><title>Inspector</title><script>
  window.received = [];
  addEventListener('message', (event) => window.received.push(event.data));
  window.opener.postMessage({ type: '@statelyai.connected' }, '*');
</script>`;

const isInspectorCode = (source: string) =>
  /src\/lib\/stately-inspector|@statelyai\/inspect|src\/features\/sandbox\/|src\/app\/sandbox\//.test(source);

// The service worker would fetch every file in the background, this one too: only the page's own count.
test.use({ serviceWorkers: 'block' });

function inspectorChunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/stately-inspector-[\w-]+\.js$/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

interface Received {
  type: string;
  name?: string;
  event?: { type: string };
}

test('no page carries the inspector: it is in the build, in a chunk only ?inspect loads', () => {
  const { all, byRoute } = routeSources(process.env.E2E_STATIC_DIR ?? 'dist');
  expect(all.some((source) => source.includes('src/lib/stately-inspector'))).toBe(true);
  const carrying = Object.entries(byRoute)
    .filter(([, sources]) => sources.some(isInspectorCode))
    .map(([route, sources]) => `${route}: ${sources.filter(isInspectorCode).join(', ')}`);
  expect(carrying).toEqual([]);
});

test('without ?inspect the login page neither downloads the inspector nor opens it', async ({ page }) => {
  const requests = inspectorChunkRequests(page);
  const popups: Page[] = [];
  page.on('popup', (popup) => popups.push(popup));
  await page.goto('/login');
  await expect(page.getByLabel('E-mail ou celular')).toBeVisible();
  await page.getByLabel('E-mail ou celular').fill('maria@example.com');
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect(popups).toEqual([]);
});

test("with ?inspect the login machine's events reach the inspector", async ({ page, context }) => {
  await context.route('https://stately.ai/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: INSPECTOR_PAGE }),
  );
  const requests = inspectorChunkRequests(page);
  const popup = page.waitForEvent('popup');
  await page.goto('/login?inspect');
  const inspector = await popup;
  expect(inspector.url()).toMatch(/^https:\/\/stately\.ai\/inspect/);
  await page.getByLabel('E-mail ou celular').fill('maria@example.com');

  const received = () => inspector.evaluate(() => (window as unknown as { received: Received[] }).received);
  await expect
    .poll(async () => (await received()).filter((e) => e.type === '@xstate.actor').map((e) => e.name))
    .toContain('login');
  await expect
    .poll(async () => (await received()).filter((e) => e.type === '@xstate.event').map((e) => e.event?.type))
    .toContain('field.changed');
  expect(requests).toHaveLength(1);
});

test('the sandbox machines report to the inspector too', async ({ page, context }) => {
  await context.route('https://stately.ai/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: INSPECTOR_PAGE }),
  );
  const popup = page.waitForEvent('popup');
  await page.goto('/sandbox/maquinas/checkout?estado=pix&inspect');
  const inspector = await popup;
  await expect(page.getByRole('timer')).toHaveText(pixCountdown(5));
  const received = () => inspector.evaluate(() => (window as unknown as { received: Received[] }).received);
  // The clock moves once the inspector shows the machine: a tick before it connected may not be replayed.
  await expect
    .poll(async () => (await received()).filter((e) => e.type === '@xstate.actor').map((e) => e.name))
    .toContain('checkout');
  // Two ticks: in Chromium 156 the inspector window never received the first one (in Node the
  // inspector sees it), the later ones arrive.
  for (const secondsLeft of [4, 3]) {
    await page.getByRole('button', { name: 'Avançar 1 s' }).click();
    await expect(page.getByRole('timer')).toHaveText(pixCountdown(secondsLeft));
  }
  await expect
    .poll(async () => (await received()).map((e) => `${e.type}:${e.event?.type ?? ''}`), { timeout: 15_000 })
    .toContainEqual(expect.stringMatching(/^@xstate.event:xstate\.after\.tick\.checkout\.pix/));
});
