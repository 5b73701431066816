import { expect, test, type Page } from '@playwright/test';
import { MARIA, tokenFor } from './support/demo';
import { openLoggedIn } from './support/wallet';

/** Counts the page's calls by API path, and its console errors (a blocked inline script is one). */
function watch(page: Page) {
  const calls = new Map<string, number>();
  const errors: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.set(pathname, (calls.get(pathname) ?? 0) + 1);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { calls, errors };
}

test('the page paints its splash before asking for the app, which starts from the boot script', async ({
  request,
}) => {
  const html = await (await request.get('/login')).text();
  expect(html).toContain('class="splash"');
  expect(html).not.toContain('<script type="module"');
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).toContain('id="boot-config"');
});

test("the product page takes the boot script's call for its data instead of asking again", async ({
  page,
}) => {
  const { calls, errors } = watch(page);
  await page.goto('/produto/congresso-2027');
  await expect(page.getByRole('heading', { name: 'Congresso Demo de Oftalmologia 2027' })).toBeVisible();
  expect(calls.get('/api/access/acessarProjeto/congresso-2027')).toBe(1);
  expect(errors).toEqual([]);
});

test("Home takes the boot script's calls for the member's data, each asked for once", async ({
  page,
  request,
}) => {
  const { calls, errors } = watch(page);
  await openLoggedIn(page, await tokenFor(request, MARIA));
  await expect(page.getByRole('navigation')).toBeVisible();
  for (const path of ['auth/verify', 'emitente/obterLogado', 'emitente/temPIN', 'emitente/termos', 'banners'])
    expect(calls.get(`/api/${path}`), path).toBe(1);
  expect(errors).toEqual([]);
});

test('each first screen comes in a few files: over HTTP/1.1 each one is a round trip', async ({
  request,
}) => {
  const html = await (await request.get('/login')).text();
  const json = /<script type="application\/json" id="boot-config">(.*?)<\/script>/s.exec(html)?.[1];
  const config = JSON.parse(json!) as { modules: string[]; screens: Record<string, { modules: string[] }> };
  const files = (path: string) => 1 + config.modules.length + config.screens[path]!.modules.length;
  // /login and Home each take the 6-digit code step's child machine (code-entry, under 1 KB gzip)
  // as a file of its own: four flows invoke it, and in `app` it would add to /produto's budget.
  expect(files('/login')).toBeLessThanOrEqual(5);
  expect(files('/produto/:hash')).toBeLessThanOrEqual(8);
  // Home also takes the screens' texts, in two files (scripts/chunks.ts): those it shares with the
  // buyer's checkout (card, PIN) and the members' own (the open vote's banner).
  expect(files('/')).toBeLessThanOrEqual(10);
});
