import { expect, test } from '@playwright/test';
import { nextBusinessDay } from '../../domain/business-days';
import { COMMON_MSG } from '../../domain/messages';
import { expectAccessible } from './support/a11y';
import { createConfirmedMember } from './support/new-member';
import { acceptTerms, openLoggedIn, registerPin, storeItemFor, typePin } from './support/wallet';

const PIN = '1357';

test('the boleto screen shows the amount and due date and copies the digitable line', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const member = await createConfirmedMember(request, { firstName: 'Boleto' });
  await registerPin(request, member.token, PIN);
  await acceptTerms(request, member.token);
  const itemId = await storeItemFor(request, member.token, 'webinar-glaucoma');
  await openLoggedIn(page, member.token, `/pendenciaFormaPagamento?id=${itemId}`);

  // A purchase's slip falls due on the next business day (boleto-business-day.spec).
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const dueText = nextBusinessDay(today).split('-').reverse().join('/');
  await page.getByRole('radio', { name: /Boleto/ }).check();
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await typePin(page, PIN);
  await page.getByRole('button', { name: 'Continuar' }).click();

  const boleto = page.getByRole('region', { name: 'Boleto' });
  const line = boleto.getByLabel('Linha digitável');
  await expect(line).toHaveValue(/^\d{5}\.\d{5} /);
  // The slip's own amount and due date: a webinar of R$ 90,00.
  await expect(boleto.getByRole('definition').first()).toHaveText(/^R\$\s90,00$/);
  await expect(boleto.getByText('Vencimento', { exact: true })).toBeVisible();
  await expect(boleto.getByText(dueText, { exact: true })).toBeVisible();
  await expectAccessible(page, 'payment: boleto with copy');

  await boleto.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(COMMON_MSG.copiedToClipboard);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe((await line.inputValue()).replace(/\D/g, ''));
  // The copy message lasts 2 s (SPEC §9).
  await expect(page.getByRole('alertdialog')).toBeHidden({ timeout: 3_500 });
});
