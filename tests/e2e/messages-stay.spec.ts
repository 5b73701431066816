import { expect, test } from '@playwright/test';
import { COMMON_MSG } from '../../domain/messages';
import { payAnnuityAtTheDesk } from './support/annuity';
import { createConfirmedMember } from './support/new-member';
import {
  acceptTerms,
  CARD_APPROVED,
  CARD_DECLINED,
  fillCard,
  openLoggedIn,
  registerPin,
  storeItemFor,
  typePin,
} from './support/wallet';

const DECLINED = 'Transação recusada pelo banco emissor.';
const PIN = '2580';

test('a decline stays on the card form after its alert; the paid dialog stays until dismissed', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const member = await createConfirmedMember(request, { firstName: 'Recusa' });
  // The payment ends on Home, which opens an unpaid annuity's payment first (SPEC §4): hers is paid.
  await payAnnuityAtTheDesk(request, member);
  await registerPin(request, member.token, PIN);
  await acceptTerms(request, member.token);
  const itemId = await storeItemFor(request, member.token, 'webinar-glaucoma');
  await openLoggedIn(page, member.token, `/pendenciaFormaPagamento?id=${itemId}`);

  await page.getByRole('radio', { name: 'Cartão de Crédito' }).check();
  await fillCard(page, CARD_DECLINED);
  const pay = async () => {
    await page.getByRole('button', { name: 'Confirmar Transação' }).click();
    await typePin(page, PIN);
    await page.getByRole('button', { name: 'Continuar' }).click();
  };
  await pay();

  // SPEC: the alert, 3 s; then the refusal is still written above the button.
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(DECLINED);
  await expect(alert).toBeHidden({ timeout: 5_000 });
  const form = page.getByRole('status').filter({ hasText: DECLINED });
  await expect(form).toBeVisible();
  await page.waitForTimeout(2_000);
  await expect(form).toBeVisible();

  // Changing the card clears it.
  await fillCard(page, CARD_APPROVED);
  await expect(page.getByText(DECLINED)).toHaveCount(0);

  await pay();
  await expect(alert).toContainText(COMMON_MSG.cardPaid);
  // Still there well after the 3 s of the other messages, and still on the payment screen.
  await page.waitForTimeout(4_500);
  await expect(alert).toContainText(COMMON_MSG.cardPaid);
  await expect(page).toHaveURL(/\/pendenciaFormaPagamento\?id=\d+$/);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);
});
