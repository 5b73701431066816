import { expect, test } from '@playwright/test';

/**
 * The association writes the product's detailed description in HTML. Neither a <script> nor an event
 * handler in it ever runs: DOMPurify drops them, and the CSP (no inline scripts) would stop one
 * that got through. The product is made through the sandbox-only POST /api/sandbox/produtos.
 */
const ATTACKS =
  '<p>Descrição do evento de teste.</p><ul><li>Primeiro item da lista</li><li>Segundo item da lista</li></ul>' +
  "<script>window.__xss = 'script'; alert('script')</script>" +
  '<img src="/nao-existe.png" onerror="window.__xss = \'onerror\'; alert(\'onerror\')">' +
  '<svg><g onload="window.__xss = \'svg\'"></g></svg>' +
  '<a href="javascript:window.__xss = \'href\'">link perigoso</a>' +
  '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>' +
  '<details open ontoggle="window.__xss = \'toggle\'"><summary>mais</summary></details>';

test('a script and an onerror in DESCRICAO_DETALHADA never run', async ({ page, request }) => {
  const hash = `xss-${Date.now().toString(36)}`;
  const created = await request.post('/api/sandbox/produtos', {
    data: { HASH: hash, DESCRICAO_DETALHADA: ATTACKS },
  });
  expect(created.ok(), await created.text()).toBe(true);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/produto/${hash}`);
  const details = page.getByRole('region', { name: 'Detalhes do produto' });
  await expect(details).toContainText('Segundo item da lista');
  await expect(details.locator('li')).toHaveCount(2);
  await details
    .getByRole('button', { name: 'Ver mais' })
    .click()
    .catch(() => undefined);
  // Give an image error or a toggle event the time to fire, had their handlers survived.
  await page.waitForLoadState('networkidle');

  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const handlers = await details.evaluate((root) =>
    [...root.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes]
        .filter((a) => a.name.startsWith('on') || /javascript:/i.test(a.value))
        .map((a) => a.name),
    ),
  );
  expect(handlers).toEqual([]);
  expect(await details.locator('script, iframe').count()).toBe(0);
});

test('the CSP alone stops an inline handler that reached the page', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/produto/congresso-2027');
  await expect(page.getByRole('region', { name: 'Detalhes do produto' })).toBeVisible();
  // As if the sanitizer had let it through: the browser itself must refuse to run it.
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img src="/nao-existe.png" onerror="window.__csp = 1">');
    const script = document.createElement('script');
    script.textContent = 'window.__csp = 2';
    document.body.append(script);
  });
  await page.waitForLoadState('networkidle');
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { __csp?: number }).__csp)).toBeUndefined();
});
