import { expect, test, type Page } from '@playwright/test';
import { COMMON_MSG } from '../../domain/messages';
import { WALLET_MSG } from '../../domain/wallet-messages';
import { PURCHASE_DONE } from '../../src/features/purchase/purchase-done-texts';
import { TOKEN_KEY } from '../../src/lib/stored-token';
import { expectAccessible } from './support/a11y';
import { payBuyerPixInSandbox } from './support/buyer-pix';
import { nextCode, outbox, outboxIds } from './support/outbox';

/**
 * João, known to association 428 without an account, buys on the public page (issue 17 item 12).
 * Named to run after registration.spec, whose João test needs him still without an account.
 */
const JOAO = { cpf: '111.444.777-35', email: 'joao@exemplo.com.br', nome: 'João Demo Pereira' };
const PASSWORD = 'Joao@Compra27';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('the password João types opens his account: after paying, the first login confirms it by a code to his e-mail on file', async ({
  page,
  request,
}) => {
  const typed = `joao.compras.${Date.now().toString(36)}@exemplo.com.br`;
  await page.goto('/produto/congresso-2027');
  await field(page, 'Categoria').selectOption({ label: 'Titular' });
  await field(page, 'Nome completo').fill('João Pereira');
  await field(page, 'CPF').fill(JOAO.cpf);
  await field(page, 'CPF').blur();
  // No account yet: the password fields are shown, and what is typed in them is kept.
  await expect(field(page, 'Senha')).toBeVisible();
  await field(page, 'Data de nascimento').fill('1990-01-20');
  await field(page, 'CEP').fill('20040-020');
  await expect(field(page, 'Logradouro')).toHaveValue('Avenida Rio Branco');
  await field(page, 'Número').fill('100');
  await field(page, 'Celular').fill('(21) 98888-1234');
  await field(page, 'E-mail').fill(typed);
  await field(page, 'Senha').fill(PASSWORD);
  await field(page, 'Repita a senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();

  await payBuyerPixInSandbox(page, request);

  // His contacts are the association's: not logged in on a CPF alone, told how to enter.
  const done = page.getByRole('region', { name: 'Sua compra' });
  await expect(page.getByRole('heading', { name: PURCHASE_DONE.title })).toBeVisible();
  await expect(done.getByText('PIX', { exact: true })).toBeVisible();
  await expect(
    done.getByText(PURCHASE_DONE.accountToConfirm('Sociedade Demo de Oftalmologia')),
  ).toBeVisible();
  await expect(done.getByText(PURCHASE_DONE.sentTo([typed, 'jo***@exemplo.com.br']))).toBeVisible();
  await expectAccessible(page, 'purchase: Compra concluída, account to confirm');
  for (const to of [typed, JOAO.email]) {
    await expect
      .poll(async () => (await outbox(request, to)).some((m) => m.assunto === WALLET_MSG.receiptSubject), {
        message: to,
      })
      .toBe(true);
  }

  // Entrar: his e-mail on file and the password he typed; the code goes to that e-mail.
  await done.getByRole('link', { name: PURCHASE_DONE.login }).click();
  await expect(page).toHaveURL(/\/login$/);
  const before = await outboxIds(request, JOAO.email);
  await page.getByLabel('E-mail ou celular').fill(JOAO.email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Confirme sua conta' })).toBeVisible();
  await page.getByLabel('Código de confirmação').fill(await nextCode(request, JOAO.email, before));
  const confirmed = page.getByRole('alertdialog');
  await expect(confirmed).toContainText(COMMON_MSG.accountConfirmed);
  await confirmed.getByRole('button', { name: 'OK' }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  const me = await request.get('/api/emitente/obterLogado', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await me.json()) as { usuario: { nome: string } }).usuario.nome).toBe(JOAO.nome);
});
