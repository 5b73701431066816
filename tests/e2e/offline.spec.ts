import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { MARIA, tokenFor } from './support/demo';
import { acceptTerms, openLoggedIn } from './support/wallet';

let token: string;
test.beforeAll(async ({ request }) => {
  token = await tokenFor(request, MARIA);
  await acceptTerms(request, token);
});

test('offline, history says "Sem conexão" with "Tentar novamente" within 10 s, and recovers', async ({
  page,
  context,
}) => {
  await openLoggedIn(page, token, '/historico');
  const panel = page.getByRole('tabpanel');
  await expect(panel).not.toContainText('Carregando...');

  await context.setOffline(true);
  await page.getByRole('tab', { name: '360 dias' }).click();
  const problem = panel.getByRole('alert');
  await expect(problem).toContainText('Sem conexão', { timeout: 10_000 });
  await expect(problem).toContainText('Não foi possível carregar o histórico.');
  await expectAccessible(page, 'history: offline');

  await context.setOffline(false);
  await problem.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(panel).toContainText('Pago');
  await expect(panel.getByRole('alert')).toHaveCount(0);
});

test('a call that never answers ends in "Sem conexão" instead of "Carregando..." forever', async ({
  page,
}) => {
  await page.route('**/api/fluxo/listarFluxos', () => undefined);
  await openLoggedIn(page, token, '/historico');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('Carregando...');
  await expect(panel.getByRole('alert')).toContainText('Sem conexão', { timeout: 12_000 });
  await expect(panel.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});

test('a failing screen says what failed and offers a retry', async ({ page }) => {
  let fail = true;
  await page.route('**/api/projeto/listarProdutosLoja', (route) =>
    fail ? route.fulfill({ status: 500, json: { message: 'Erro interno.' } }) : route.fallback(),
  );
  await openLoggedIn(page, token, '/loja');
  const products = page.getByRole('region', { name: 'Produtos' });
  await expect(products.getByRole('alert')).toContainText('Não foi possível carregar os produtos.');
  await expect(products.getByRole('alert')).toContainText('Erro interno.');
  fail = false;
  await products.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(products.getByRole('listitem').first()).toBeVisible();
});
