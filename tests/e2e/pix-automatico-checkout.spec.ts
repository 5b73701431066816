import { expect, test, type Page } from '@playwright/test';
import { DEBITO_MSG } from '../../domain/debito-automatico-messages';
import { COMMON_MSG } from '../../domain/messages';
import { expectAccessible } from './support/a11y';
import { createConfirmedMember, type NewMember } from './support/new-member';
import { acceptTerms, firstPendingItem, openLoggedIn, registerPin, typePin } from './support/wallet';

const PIN = '2468';

/** The payer's bank, in another tab: answers the request that names this member. */
async function bankAnswers(page: Page, member: NewMember, button: 'Aprovar' | 'Recusar') {
  const bank = await page.context().newPage();
  await bank.goto('/sandbox/banco');
  const request = bank.getByRole('listitem').filter({ hasText: member.nome });
  await request.getByRole('button', { name: button }).click();
  await expect(request).toHaveCount(0);
  await bank.close();
}

async function memberWithAnnuity(request: Parameters<typeof createConfirmedMember>[0], firstName: string) {
  const member = await createConfirmedMember(request, { firstName });
  await registerPin(request, member.token, PIN);
  await acceptTerms(request, member.token);
  const item = await firstPendingItem(request, member.token);
  return { member, itemId: item.ID_FLUXO_DE_CAIXA };
}

test('checkout: Pix Automático pays the item with one QR and authorizes; the bank approves; Perfil shows it', async ({
  page,
  request,
}) => {
  const { member, itemId } = await memberWithAnnuity(request, 'Checkoutauto');
  await openLoggedIn(page, member.token, `/pendenciaFormaPagamento?id=${itemId}`);
  await page.getByRole('radio', { name: /Pix Automático/ }).check();
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await typePin(page, PIN);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText(DEBITO_MSG.checkoutQrHint)).toBeVisible();
  await expect(page.getByLabel('Código PIX')).toHaveValue(/^000201/);
  await expectAccessible(page, 'payment: Pix Automático QR');

  await bankAnswers(page, member, 'Aprovar');
  await expect(page.getByRole('alertdialog')).toContainText(COMMON_MSG.pixPaid);

  await page.goto('/debitoAutomatico');
  await expect(page.getByRole('listitem', { name: /Anuidades/ }).getByText('Ativa')).toBeVisible();
});

test('checkout: Jornada 1 — the request goes to the bank named, approved there; the item stays open', async ({
  page,
  request,
}) => {
  const { member, itemId } = await memberWithAnnuity(request, 'Jornadaum');
  await openLoggedIn(page, member.token, `/pendenciaFormaPagamento?id=${itemId}`);
  await page.getByRole('radio', { name: /Pix Automático/ }).check();
  await page.getByRole('button', { name: DEBITO_MSG.bankOpen }).click();
  const form = page.getByRole('form', { name: DEBITO_MSG.bankTitle });
  await form.getByRole('button', { name: DEBITO_MSG.bankSend }).click();
  await expect(form.getByText('Escolha o seu banco na lista.')).toBeVisible();
  await form.getByLabel(DEBITO_MSG.bankField).fill('Nubank (18236120)');
  await form.getByLabel(DEBITO_MSG.agenciaField).fill('0001');
  await form.getByLabel(DEBITO_MSG.contaField).fill('1234567-8');
  await expectAccessible(page, 'payment: Pix Automático by the bank');
  await form.getByRole('button', { name: DEBITO_MSG.bankSend }).click();
  const waiting = page.getByRole('region', { name: DEBITO_MSG.bankTitle });
  await expect(waiting.getByText(DEBITO_MSG.bankWaiting)).toBeVisible();

  await bankAnswers(page, member, 'Aprovar');
  await expect(waiting.getByText(DEBITO_MSG.approved)).toBeVisible({ timeout: 15_000 });
  await expect(waiting.getByText(DEBITO_MSG.bankItemStays)).toBeVisible();
  // Nothing was paid: the item can still be paid now by another method.
  await expect(page.getByRole('radio', { name: /Boleto/ })).toBeVisible();
});

test('Perfil › Débito automático: Jornada 1 refused by the bank', async ({ page, request }) => {
  const { member } = await memberWithAnnuity(request, 'Recusada');
  await openLoggedIn(page, member.token, '/debitoAutomatico');
  await page
    .getByRole('button', { name: new RegExp(`^${DEBITO_MSG.bankOpen}:`) })
    .first()
    .click();
  const form = page.getByRole('form', { name: DEBITO_MSG.bankTitle });
  await form.getByLabel(DEBITO_MSG.bankField).fill('Banco do Brasil');
  await form.getByLabel(DEBITO_MSG.agenciaField).fill('12a4');
  await form.getByLabel(DEBITO_MSG.contaField).fill('998877');
  await form.getByRole('button', { name: DEBITO_MSG.bankSend }).click();
  await expect(form.getByText('Informe a agência: até 4 números, sem o dígito.')).toBeVisible();
  await form.getByLabel(DEBITO_MSG.agenciaField).fill('1234');
  await form.getByRole('button', { name: DEBITO_MSG.bankSend }).click();
  const waiting = page.getByRole('region', { name: DEBITO_MSG.bankTitle });
  await expect(waiting.getByText(DEBITO_MSG.bankWaiting)).toBeVisible();

  await bankAnswers(page, member, 'Recusar');
  await expect(waiting.getByRole('alert')).toHaveText(DEBITO_MSG.refused, { timeout: 15_000 });
});
