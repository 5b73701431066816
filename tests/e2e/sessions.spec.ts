import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { COMMON_MSG } from '../../domain/messages';
import { loginThroughForm } from './support/demo';
import { createConfirmedMember, type NewMember } from './support/new-member';
import { nextCode, outboxIds } from './support/outbox';
import { acceptTerms, logoutFromHome } from './support/wallet';

/** Issue 17 item 1: a member logged in on two devices (two browser contexts). */
async function twoDevices(browser: Browser, request: APIRequestContext, firstName: string) {
  // No association, so no annuity whose payment would open before Home (SPEC §4).
  const member = await createConfirmedMember(request, { firstName, idEmitenteML: null });
  // Home's privacy-terms modal would cover Sair until the terms are accepted.
  await acceptTerms(request, member.token);
  const open = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginThroughForm(page, { usuario: member.email, senha: member.senha });
    await expect(page.getByRole('heading', { name: 'Total pendente' })).toBeVisible();
    return page;
  };
  return { member, phone: await open(), laptop: await open() };
}

async function expectLoggedIn(page: Page) {
  await page.goto('/perfil');
  await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
  await expect(page).toHaveURL(/\/perfil$/);
}

async function expectLoggedOut(page: Page) {
  await page.goto('/perfil');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
}

const closeAll = (...pages: Page[]) => Promise.all(pages.map((p) => p.context().close()));

test('Sair on the phone leaves the laptop logged in', async ({ browser, request }) => {
  const { phone, laptop } = await twoDevices(browser, request, 'Sessao');
  await logoutFromHome(phone);
  await expect(phone).toHaveURL(/\/login$/);
  await expectLoggedOut(phone);
  await expectLoggedIn(laptop);
  await closeAll(phone, laptop);
});

test('"Sair de todos os dispositivos" in the profile ends every session', async ({ browser, request }) => {
  const { phone, laptop } = await twoDevices(browser, request, 'Todos');
  await phone.goto('/perfil');
  await phone.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Sair de todos os dispositivos' });
  await expect(dialog).toContainText('todos os outros dispositivos');
  // Cancelar keeps everything as it was.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expectLoggedIn(laptop);

  await phone.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
  await phone.getByRole('dialog').getByRole('button', { name: 'Sair de todos' }).click();
  await expect(phone).toHaveURL(/\/login$/);
  await expectLoggedOut(laptop);
  await expectLoggedOut(phone);
  await closeAll(phone, laptop);
});

test('a password change ends every other session; the device that changed it stays', async ({
  browser,
  request,
}) => {
  const { member, phone, laptop } = await twoDevices(browser, request, 'Senha');
  await changePasswordOn(phone, request, member, 'Trocada#2027');
  // The recovery ends on /login, which sends a logged-in member home.
  await expect(phone).toHaveURL(/\/$/);
  await expectLoggedIn(phone);
  await expectLoggedOut(laptop);
  await loginThroughForm(laptop, { usuario: member.email, senha: 'Trocada#2027' });
  await expect(laptop.getByRole('heading', { name: 'Total pendente' })).toBeVisible();
  await closeAll(phone, laptop);
});

async function changePasswordOn(page: Page, request: APIRequestContext, member: NewMember, password: string) {
  const before = await outboxIds(request, member.email);
  await page.goto('/forgetPassword');
  await page.getByLabel('E-mail ou celular').fill(member.email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByLabel('Código de recuperação').fill(await nextCode(request, member.email, before));
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Repetição da nova senha').fill(password);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(COMMON_MSG.passwordChanged);
  await alert.getByRole('button', { name: 'OK' }).click();
}
