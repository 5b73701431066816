import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { bearer, GESTOR, staffLoginThroughForm, staffToken } from './support/gestao-staff';
import { nextCode, outboxIds } from './support/outbox';

const NEW_PASSWORD = 'Recupera#2026';

/** A person of association 428's team of this test alone, invited by the demo gestor. */
async function invitedStaff(request: APIRequestContext, tag: string) {
  const email = `recupera.${tag}.${Date.now().toString(36)}@exemplo.com.br`;
  const res = await request.post('/api/gestao/team/invitations', {
    headers: bearer(await staffToken(request, GESTOR)),
    data: { name: 'Equipe Recupera', email, role: 'financeiro' },
  });
  expect(res.status()).toBe(201);
  return email;
}

for (const width of [390, 1280]) {
  test(`staff recover the password with an e-mailed code and sign in with it (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = await invitedStaff(request, String(width));
    await page.goto('/gestao/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
    await expectAccessible(page, '/gestao/esqueci-senha');
    await page.screenshot({ path: `test-results/staffpw-email-${width}.png`, fullPage: true });

    const before = await outboxIds(request, email);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText('Se este e-mail for de alguém da equipe')).toBeVisible();
    const code = await nextCode(request, email, before);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Código de recuperação').fill(wrong);
    await expect(page.getByRole('alert')).toHaveText('Código de confirmação inválido.');
    await page.screenshot({ path: `test-results/staffpw-code-${width}.png`, fullPage: true });
    await page.getByLabel('Código de recuperação').fill(code);

    await page.getByLabel('Nova senha', { exact: true }).fill('fraca');
    await page.getByLabel('Repetição da nova senha').fill('fraca');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByRole('alert')).toContainText('A senha deve conter no mínimo 8 caracteres');
    await page.screenshot({ path: `test-results/staffpw-password-${width}.png`, fullPage: true });
    await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repetição da nova senha').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();

    await expect(page).toHaveURL(/\/gestao\/login$/);
    await expect(page.getByRole('status')).toHaveText('Sua senha foi alterada com sucesso!');
    await page.screenshot({ path: `test-results/staffpw-login-${width}.png`, fullPage: true });
    await staffLoginThroughForm(page, email, NEW_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();
  });
}
