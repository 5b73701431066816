import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type {
  ChecarCodigoRecuperacaoResponse,
  EsqueciSenhaResponse,
} from '../../domain/contract/registration';
import { COMMON_MSG } from '../../domain/messages';
import { expectAccessible, expectAccessibleAlert } from './support/a11y';
import { loginThroughForm, MARIA, PEDRO } from './support/demo';
import { nextCode, outboxIds } from './support/outbox';

const NEW_PASSWORD = 'Recupera@2026';

async function dismissAlert(page: Page, text: string, screen?: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  if (screen) await expectAccessibleAlert(page, screen);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Puts Maria's demo password back through the same recovery calls. A new code is refused within
 * 60 s of the last one ("Aguarde N segundos…"), so this waits the server's N out once.
 */
async function restoreMariaPassword(request: APIRequestContext) {
  const before = await outboxIds(request, MARIA.usuario);
  const ask = async () =>
    (await (
      await request.post('/api/auth/esqueciSenha', { data: { USUARIO: MARIA.usuario } })
    ).json()) as EsqueciSenhaResponse;
  let answer = await ask();
  const wait = /Aguarde (\d+) segundo/.exec(answer.msg ?? '');
  if (wait) {
    await new Promise((resolve) => setTimeout(resolve, (Number(wait[1]) + 1) * 1_000));
    answer = await ask();
  }
  expect(answer.registrado).toBe(true);
  const code = await nextCode(request, MARIA.usuario, before);
  const res = await request.post('/api/auth/checarCodigoRecuperacao', {
    data: { USUARIO: MARIA.usuario, CODIGO_RECUPERACAO: code, SENHA: MARIA.senha },
  });
  expect(((await res.json()) as ChecarCodigoRecuperacaoResponse).aceito).toBe(true);
}

test('empty and unknown users get the spec messages', async ({ page }) => {
  await page.goto('/forgetPassword');
  await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
  await expectAccessible(page, 'forgot password: user step');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await dismissAlert(page, COMMON_MSG.forgotPasswordEmpty, 'forgot password: error alert');
  await page.getByLabel('E-mail ou celular').fill('ninguem@exemplo.com.br');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await dismissAlert(page, COMMON_MSG.userNotRegistered);
});

test('Maria recovers her password with the code from the outbox and logs in with the new one', async ({
  page,
  request,
}) => {
  // The restore waits for the server's 60 s between two codes.
  test.setTimeout(150_000);
  try {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL(/\/forgetPassword$/);
    await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();

    const before = await outboxIds(request, MARIA.usuario);
    await page.getByLabel('E-mail ou celular').fill(MARIA.usuario);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText('Enviamos o código para me***@exemplo.com.br.')).toBeVisible();
    await expect(page.getByText(/Reenviar código em 00:(60|5\d)/)).toBeVisible();
    await expectAccessible(page, 'forgot password: code step');
    const code = await nextCode(request, MARIA.usuario, before);

    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Código de recuperação').fill(wrong);
    await dismissAlert(page, COMMON_MSG.recoveryCodeInvalid);
    await expect(page.getByLabel('Código de recuperação')).toHaveValue('');
    await page.getByLabel('Código de recuperação').fill(code);

    await expect(page.getByLabel('Nova senha', { exact: true })).toBeVisible();
    await expectAccessible(page, 'forgot password: new password step');
    await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await dismissAlert(page, COMMON_MSG.newPasswordRepeatEmpty);
    await page.getByLabel('Repetição da nova senha').fill('Outra@2026');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await dismissAlert(page, COMMON_MSG.newPasswordMismatch);
    await page.getByLabel('Repetição da nova senha').fill(NEW_PASSWORD);
    await expect(page.getByText('Força da senha: Forte')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await dismissAlert(page, COMMON_MSG.passwordChanged, 'forgot password: success alert');
    await expect(page).toHaveURL(/\/login$/);

    await loginThroughForm(page, { usuario: MARIA.usuario, senha: NEW_PASSWORD });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(MARIA.nome)).toBeVisible();
  } finally {
    await restoreMariaPassword(request);
  }
  const res = await request.post('/api/auth/login', { data: { usuario: MARIA.usuario, senha: MARIA.senha } });
  expect(((await res.json()) as { token?: string }).token).toBeTruthy();
});

test('the sandbox outbox page lists what was sent to a recipient, newest first', async ({
  page,
  request,
}) => {
  // Asking for a code changes nothing until it is used.
  await request.post('/api/auth/esqueciSenha', { data: { USUARIO: PEDRO.usuario } });
  await page.goto('/sandbox/mensagens');
  await page.getByLabel('Destinatário').fill(PEDRO.usuario);
  await page.getByRole('button', { name: 'Ver mensagens' }).click();
  const messages = page.getByRole('list', { name: 'Mensagens' }).getByRole('listitem');
  await expect(messages.first()).toContainText('Quita: recuperação de senha');
  await expect(messages.first()).toContainText(/Seu código de recuperação de senha do Quita é \d{6}/);
  await expect(messages.first().locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  await expectAccessible(page, 'sandbox outbox');
});
