import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { GESTOR, staffLoginThroughForm } from './support/gestao-staff';
import { outbox, outboxIds } from './support/outbox';
import { openGestaoSection } from './support/gestao';

const NEW_PASSWORD = 'Equipe@2026';

/** The invitation link of the first e-mail to `email` that was not in `before`, waiting for it. */
async function nextInviteLink(request: APIRequestContext, email: string, before = new Set<number>()) {
  let link = '';
  await expect
    .poll(async () => {
      const corpo = (await outbox(request, email)).find((m) => !before.has(m.id))?.corpo ?? '';
      link = /\/gestao\/convite\/[A-Za-z0-9_-]{43}/.exec(corpo)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

async function choosePassword(invited: Page, password: string) {
  await invited.getByLabel('Nova senha').fill(password);
  await invited.getByLabel('Repita a senha').fill(password);
  await invited.getByRole('button', { name: 'Definir senha' }).click();
}

/** On the invitation's page: a strong password, then the login with it lands on Painel. */
async function acceptAndSignIn(invited: Page, email: string) {
  await choosePassword(invited, NEW_PASSWORD);
  await expect(invited.getByRole('status')).toContainText('Senha definida');
  await invited.getByRole('link', { name: 'Ir para o login' }).click();
  await staffLoginThroughForm(invited, email, NEW_PASSWORD);
  await expect(invited.getByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();
}

async function expectInvalid(invited: Page, link: string) {
  await invited.goto(link);
  await expect(invited.getByRole('alert')).toHaveText(
    'Este convite não é válido ou já expirou. Peça um novo convite.',
  );
}

test('gestor invites a person, the e-mailed link sets a password, they sign in; role change and removal', async ({
  page,
  browser,
  request,
}) => {
  const email = `equipe.${Date.now().toString(36)}@exemplo.com.br`;
  const name = 'Renata Equipe';
  await staffLoginThroughForm(page, GESTOR);
  await openGestaoSection(page, 'Equipe');
  await expect(page.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Convidar para a equipe' });
  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Perfil').selectOption({ label: 'Financeiro' });
  await form.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByRole('status')).toHaveText(`Convite enviado para ${email}.`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Convite enviado');

  const link = await nextInviteLink(request, email);

  // The invited person, in a browser of their own (no staff session).
  const theirs = await browser.newContext();
  const invited = await theirs.newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: 'Convite para a equipe' })).toBeVisible();
  await expect(invited.getByText('Sociedade Demo de Oftalmologia')).toBeVisible();
  await choosePassword(invited, 'fraca');
  await expect(invited.getByRole('alert')).toContainText('A senha deve conter');
  await acceptAndSignIn(invited, email);
  await expect(invited.getByText(`${name} (Financeiro)`)).toBeVisible();
  // The link worked once.
  await expectInvalid(invited, link);

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

test('gestor re-sends an invitation: the new e-mailed link sets the password, the old one is invalid', async ({
  page,
  browser,
  request,
}) => {
  const email = `reenvio.${Date.now().toString(36)}@exemplo.com.br`;
  const name = 'Otávio Reenvio';
  await staffLoginThroughForm(page, GESTOR);
  await openGestaoSection(page, 'Equipe');
  const form = page.getByRole('form', { name: 'Convidar para a equipe' });
  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByRole('status')).toHaveText(`Convite enviado para ${email}.`);
  const oldLink = await nextInviteLink(request, email);

  const sent = await outboxIds(request, email);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: `Reenviar convite para ${name}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Convite reenviado para ${email}.`);
  await expect(row).toContainText('Convite enviado');
  const link = await nextInviteLink(request, email, sent);
  expect(link).not.toBe(oldLink);

  const theirs = await browser.newContext();
  const invited = await theirs.newPage();
  await expectInvalid(invited, oldLink);
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: 'Convite para a equipe' })).toBeVisible();
  await acceptAndSignIn(invited, email);
  await theirs.close();

  // Active now: nothing left to re-send.
  await page.reload();
  await expect(row).toContainText('Ativo');
  await expect(row.getByRole('button', { name: `Reenviar convite para ${name}` })).toHaveCount(0);
});
