import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { MARIA, tokenFor } from './support/demo';
import { everyScreen, memberSetup, openScreen } from './support/routes';
import { firstPendingItem, openLoggedIn } from './support/wallet';

test('the login screen has no WCAG 2.1 A/AA violations', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Entrar' }).waitFor();
  await expectAccessible(page, '/login');
});

test('the history, on its default tab and on another one', async ({ page, request }) => {
  await openLoggedIn(page, await tokenFor(request, MARIA), '/historico');
  await expect(page.getByRole('heading', { name: 'Histórico' })).toBeVisible();
  const panel = page.getByRole('tabpanel');
  await expect(panel).not.toContainText('Carregando...');
  await expectAccessible(page, 'history');
  await page.getByRole('tab', { name: '360 dias' }).click();
  await expect(page.getByRole('tab', { name: '360 dias' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText('Pago');
  await expectAccessible(page, 'history: 360 days');
});

test('a product whose sales ended', async ({ page }) => {
  // The demo data sells every product: the answer is changed in the browser only.
  await page.route('**/api/access/acessarProjeto/congresso-2027', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), DISPONIVEL: false } });
  });
  await page.goto('/produto/congresso-2027');
  await expect(page.getByRole('heading', { name: 'Congresso Demo de Oftalmologia 2027' })).toBeVisible();
  await expect(page.getByLabel('Categoria', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comprar' })).toHaveCount(0);
  await expectAccessible(page, 'product page: sales ended');
});

test('every screen names itself in the page title (WCAG 2.4.2)', async ({ page, request }) => {
  const publicTitles: [string, string][] = [
    ['/login', 'Entrar'],
    ['/forgetPassword', 'Esqueci minha senha'],
    ['/register/428', 'Cadastre-se'],
    ['/associese/428', 'Associe-se'],
    ['/sandbox/mensagens', 'Mensagens enviadas (sandbox)'],
    ['/produto/congresso-2027', 'Congresso Demo de Oftalmologia 2027'],
    ['/produto/nao-existe', 'Produto não encontrado'],
  ];
  for (const [path, title] of publicTitles) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${title} · Quita`);
  }

  const token = await tokenFor(request, MARIA);
  const item = await firstPendingItem(request, token);
  await openLoggedIn(page, token, '/historico');
  await expect(page).toHaveTitle('Histórico · Quita');
  const memberTitles: [string, string][] = [
    [`/pendencia?id=${item.ID_FLUXO_DE_CAIXA}`, 'Pendência'],
    [`/pendenciaFormaPagamento?id=${item.ID_FLUXO_DE_CAIXA}`, 'Forma de Pagamento'],
    ['/adicionarCartao', 'Adicionar novo cartão'],
    ['/loja', 'Loja'],
    ['/qrcodeAssociar', 'Associar por QR Code'],
    ['/produtoReview?id=1', 'Revisão do produto'],
    ['/ingressos', 'Meus ingressos'],
  ];
  for (const [path, title] of memberTitles) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${title} · Quita`);
  }
  // In-app navigation renames the page too.
  await page.goto('/historico');
  await page.getByRole('link', { name: 'Início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Início · Quita');
});

test('no screen keeps the bare title "Quita" (WCAG 2.4.2, issue 38 item 19)', async ({ page, request }) => {
  test.setTimeout(180_000);
  const setup = await memberSetup(request);
  const { token } = setup;
  const screens = [
    ...everyScreen(setup).filter((screen) => !screen.then),
    { name: 'tickets', path: '/ingressos', member: true },
  ];
  for (const screen of screens) {
    await openScreen(page, screen, token);
    // Soft: every screen that keeps the bare name is listed, not just the first.
    await expect.soft(page, `${screen.name} (${screen.path})`).toHaveTitle(/^\S.* · Quita$/);
  }
});
