import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { MARIA, tokenFor } from './support/demo';
import { acceptTerms, openLoggedIn } from './support/wallet';

test('the manifest is valid and installable (pt-BR, icons, start_url, display)', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Quita — anuidades e pagamentos',
    short_name: 'Quita',
    lang: 'pt-BR',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b5fa5',
  });
  const sizes = manifest.icons.map(
    (i: { sizes: string; purpose?: string }) => `${i.sizes} ${i.purpose ?? 'any'}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons as { src: string }[]) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('the service worker registers and the app shell loads offline after a first visit', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  // The worker controls the pages opened after it was installed.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await page.goto('/produto/congresso-2027');
  await expect(page.locator('#root')).not.toBeEmpty();
  await context.setOffline(false);
});

test('the install modal shows at most once a day', async ({ page, request }) => {
  const token = await tokenFor(request, MARIA);
  await acceptTerms(request, token);
  const offerInstall = () =>
    page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, { prompt: async () => undefined });
      window.dispatchEvent(event);
    });
  const modal = page.getByRole('dialog', { name: 'Instalar o Quita' });

  await page.clock.install({ time: new Date('2026-11-25T10:00:00-03:00') });
  await openLoggedIn(page, token);
  await expect(page.getByText(MARIA.nome)).toBeVisible();
  await offerInstall();
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Autorizar', exact: true })).toBeVisible();
  await expectAccessible(page, 'home: install modal');
  await modal.getByRole('button', { name: 'Não Autorizar' }).click();
  await expect(modal).toBeHidden();

  await page.reload();
  await expect(page.getByText(MARIA.nome)).toBeVisible();
  await offerInstall();
  await expect(modal).toBeHidden();

  // The next day it may show again.
  await page.clock.setSystemTime(new Date('2026-11-26T09:00:00-03:00'));
  await page.reload();
  await expect(page.getByText(MARIA.nome)).toBeVisible();
  await offerInstall();
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Autorizar', exact: true }).click();
  await expect(modal).toBeHidden();
});
