import { expect, test } from '@playwright/test';
import { GESTOR, staffLoginThroughForm } from './support/gestao-staff';
import { outbox } from './support/outbox';

const NEW_PASSWORD = 'Equipe@2026';

test('gestor invites a person, the e-mailed link sets a password, they sign in; role change and removal', async ({
  page,
  browser,
  request,
}) => {
  const email = `equipe.${Date.now().toString(36)}@exemplo.com.br`;
  const name = 'Renata Equipe';
  await staffLoginThroughForm(page, GESTOR);
  await page.getByRole('link', { name: 'Equipe' }).click();
  await expect(page.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Convidar para a equipe' });
  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Perfil').selectOption({ label: 'Financeiro' });
  await form.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByRole('status')).toHaveText(`Convite enviado para ${email}.`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Convite enviado');

  let link = '';
  await expect
    .poll(async () => {
      link =
        /\/gestao\/convite\/[A-Za-z0-9_-]{43}/.exec((await outbox(request, email))[0]?.corpo ?? '')?.[0] ??
        '';
      return link;
    })
    .not.toBe('');

  // The invited person, in a browser of their own (no staff session).
  const theirs = await browser.newContext();
  const invited = await theirs.newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: 'Convite para a equipe' })).toBeVisible();
  await expect(invited.getByText('Sociedade Demo de Oftalmologia')).toBeVisible();
  await invited.getByLabel('Nova senha').fill('fraca');
  await invited.getByLabel('Repita a senha').fill('fraca');
  await invited.getByRole('button', { name: 'Definir senha' }).click();
  await expect(invited.getByRole('alert')).toContainText('A senha deve conter');
  await invited.getByLabel('Nova senha').fill(NEW_PASSWORD);
  await invited.getByLabel('Repita a senha').fill(NEW_PASSWORD);
  await invited.getByRole('button', { name: 'Definir senha' }).click();
  await expect(invited.getByRole('status')).toContainText('Senha definida');
  await invited.getByRole('link', { name: 'Ir para o login' }).click();
  await staffLoginThroughForm(invited, email, NEW_PASSWORD);
  await expect(invited.getByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();
  await expect(invited.getByText(`${name} (Financeiro)`)).toBeVisible();
  // The link worked once.
  await invited.goto(link);
  await expect(invited.getByRole('alert')).toHaveText(
    'Este convite não é válido ou já expirou. Peça um novo convite.',
  );

  await page.reload();
  await expect(row).toContainText('Ativo');
  await row.getByLabel(`Perfil de ${name}`).selectOption({ label: 'Gestor(a)' });
  await expect(page.getByRole('status')).toHaveText(`Perfil de ${name} alterado para Gestor(a).`);

  await row.getByRole('button', { name: `Remover ${name}` }).click();
  await row.getByRole('button', { name: `Confirmar remoção de ${name}` }).click();
  await expect(page.getByRole('status')).toHaveText(`${name} foi removido(a) da equipe.`);
  await expect(row).toHaveCount(0);
  // Their session ended at once: the next call sends them to the login.
  await invited.goto('/gestao');
  await expect(invited).toHaveURL(/\/gestao\/login$/);
  await theirs.close();
});
