import { expect, test } from '@playwright/test';
import type { EfetuarTransacaoResponse } from '../../domain/contract/fluxo';
import { COMMON_MSG } from '../../domain/messages';
import { nextCode, outboxIds } from './support/outbox';
import { newPerson } from './support/people';
import { dismissAlert, fillRegistrationForm } from './support/registration-form';
import { registerPinWhilePaying } from './support/wallet';

const PIN = '2468';

test('a new person registers at /register/428 as Titular: the annuity opens at its early-payment price, is paid by PIX, and Home shows nothing due', async ({
  page,
  request,
}) => {
  const person = newPerson('Anuidade');
  await page.goto('/register/428');
  await page.getByLabel('CPF').fill(person.cpf.replace(/\D/g, ''));
  await expect(page.getByRole('heading', { name: 'Registro profissional' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await fillRegistrationForm(page, person, 'Titular');
  // The sign-up shows the annuity of the category (SPEC §9): R$ 780,00, or R$ 663,00 paid early.
  await expect(page.getByText('R$ 780,00')).toBeVisible();
  await expect(page.getByText('R$ 663,00')).toBeVisible();

  const before = await outboxIds(request, person.email);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await dismissAlert(page, COMMON_MSG.accountRegistered);
  await expect(page.getByRole('heading', { name: 'Confirme sua conta' })).toBeVisible();
  await page.getByLabel('Código de confirmação').fill(await nextCode(request, person.email, before));
  await dismissAlert(page, COMMON_MSG.accountConfirmed);

  // SPEC §4: Home's first-annuity check opens the unpaid annuity the registration billed.
  await expect(page).toHaveURL(/\/pendencia\?id=\d+$/);
  await expect(page.getByRole('heading', { name: /^Anuidade \d{4} - Titular$/ })).toBeVisible();
  await expect(page.getByText('R$\u00a0663,00').first()).toBeVisible();

  await page.getByRole('link', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
  await expect(page.getByText('R$\u00a0663,00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  // Issue 28 item 14: the PIN just typed twice pays; it is not asked a third time.
  const created = page.waitForResponse((r) => r.url().endsWith('/api/fluxo/efetuarTransacao'));
  await registerPinWhilePaying(page, PIN);
  await expect(page.getByRole('heading', { name: 'Digite seu PIN' })).toHaveCount(0);
  const answer = (await (await created).json()) as EfetuarTransacaoResponse;
  expect(answer.RESULTADO).toBe(true);
  await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();

  // The payer's bank (sandbox) pays the PIX; the screen hears it within a poll.
  const paid = await request.post(`/api/sandbox/pix/${answer.TRANSACAO!.ID_ZOOP_TRANSACAO}/pagar`);
  expect(paid.ok()).toBe(true);
  await dismissAlert(page, COMMON_MSG.pixPaid);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('section.balance-card .balance-amount')).toHaveText('R$\u00a00,00');
  await expect(page.getByRole('heading', { name: /^Anuidade \d{4} - Titular$/ })).toHaveCount(0);
  // A new visit to Home: the annuity is paid, so nothing opens by itself any more.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Total pendente' })).toBeVisible();
  await expect(page.locator('section.balance-card .balance-amount')).toHaveText('R$\u00a00,00');
  await expect(page).toHaveURL(/\/$/);
});
