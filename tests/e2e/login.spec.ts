import { expect, test } from '@playwright/test';
import { MARIA, loginThroughForm, tokenFor } from './support/demo';
import { expectAccessible, expectAccessibleAlert } from './support/a11y';
import { acceptTerms, logoutFromHome } from './support/wallet';

test('Maria logs in and sees her presentation name on Home', async ({ page }) => {
  await loginThroughForm(page, MARIA);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(MARIA.nome)).toBeVisible();
  await expect(page.getByText('Titular · Sociedade Demo de Oftalmologia')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sociedade Demo de Oftalmologia' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total pendente' })).toBeVisible();
  await expectAccessible(page, 'home (after login)');
});

test("a wrong password shows the server's message", async ({ page }) => {
  await loginThroughForm(page, { usuario: MARIA.usuario, senha: 'senha-errada' });
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Erro');
  await expect(dialog).toContainText('E-mail, celular ou senha inválidos.');
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields show the spec message, and it stays past 3 s until OK (issue 38 item 12)', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expectAccessible(page, 'login: form');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('O e-mail ou celular, e a senha são obrigatórios.');
  await expectAccessibleAlert(page, 'login: empty-fields alert');
  await page.waitForTimeout(4_000);
  await expect(dialog).toContainText('O e-mail ou celular, e a senha são obrigatórios.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});

test('a pointer resting on the alert and leaving it does not close it: only OK does', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.hover();
  await page.waitForTimeout(4_000);
  await expect(dialog).toBeVisible();
  await page.mouse.move(1, 1);
  await page.waitForTimeout(4_000);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});

test('opening /perfil without a token lands on /login', async ({ page }) => {
  await page.goto('/perfil');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
});

test('/?token=<valid token> opens Home logged in and removes the token from the address', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, MARIA);
  await page.goto(`/?token=${token}`);
  await expect(page.getByText(MARIA.nome)).toBeVisible();
  expect(page.url()).not.toContain('token=');
});

test('an invalid saved token logs out and goes to /login', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('quita.token', 'invalido.token.forjado'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('quita.token'))).toBeNull();
});

test('Sair returns to /login and the old token stops working', async ({ page, request }) => {
  // Home's privacy-terms modal would cover Sair until the terms are accepted.
  await acceptTerms(request, await tokenFor(request, MARIA));
  await loginThroughForm(page, MARIA);
  await expect(page.getByText(MARIA.nome)).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('quita.token'));
  // Sair sits beside Pagar: it asks first, and Cancelar keeps the session.
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  const asking = page.getByRole('dialog', { name: 'Sair da conta?' });
  await asking.getByRole('button', { name: 'Cancelar' }).click();
  await expect(asking).toBeHidden();
  await expect(page.getByText(MARIA.nome)).toBeVisible();
  await logoutFromHome(page);
  await expect(page).toHaveURL(/\/login$/);
  const res = await request.get('/api/auth/verify', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test("a refusal answered with an HTTP error shows the server's message, 429 included", async ({ page }) => {
  // The suite's server lets 127.0.0.1 through its limits, so the limit's answer is played back
  // exactly as the server sends it (status and body).
  const refusals = [
    { status: 429, msg: 'Muitas tentativas. Aguarde um instante e tente novamente.' },
    { status: 400, msg: 'O campo usuario está ausente ou é inválido.' },
  ];
  for (const { status, msg } of refusals) {
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ resultado: false, msg }),
      }),
    );
    await loginThroughForm(page, MARIA);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Erro');
    await expect(dialog).toContainText(msg);
    await expect(dialog).not.toContainText('Ocorreu um erro desconhecido');
    await expect(page).toHaveURL(/\/login$/);
    await page.unroute('**/api/auth/login');
  }
});
