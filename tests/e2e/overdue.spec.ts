import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { MARIA, tokenFor } from './support/demo';
import { acceptTerms, openLoggedIn } from './support/wallet';

const OVERDUE = /^Vencido há \d+ dias?$/;

/** A badge is a pill around one line of text: no taller than the line, the text in its middle. */
async function expectPill(badge: Locator) {
  const box = (await badge.boundingBox())!;
  expect(box.height).toBeLessThan(28);
  expect(box.width).toBeGreaterThan(box.height);
}

const background = (badge: Locator) => badge.evaluate((el) => getComputedStyle(el).backgroundColor);

test('an item past its due date reads "Vencido" with its days, on Home, in history and on its screen', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, MARIA);
  await acceptTerms(request, token);
  await openLoggedIn(page, token);

  // Maria's contribution of last month is unpaid.
  const overdue = page.getByRole('region', { name: 'Vencidos' });
  const badge = overdue.getByText(OVERDUE).first();
  await expect(badge).toBeVisible();
  await expectPill(badge);
  await expectAccessible(page, 'home: overdue items');
  const overdueColour = await background(badge);

  await page.goto('/historico?dias=180');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(OVERDUE).first()).toBeVisible();
  const paid = panel.getByText('Pago', { exact: true }).first();
  await expect(paid).toBeVisible();
  await expectPill(paid);
  await expectPill(panel.getByText(OVERDUE).first());
  const paidColour = await background(paid);
  await expectAccessible(page, 'history: overdue and paid badges');

  await page.goto('/');
  await overdue.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/pendencia\?id=\d+$/);
  await expect(page.getByText(OVERDUE)).toBeVisible();

  // An item still to come is "Em aberto", in a third colour.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Próximos 30 dias' })
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .click();
  const pending = page.getByText('Em aberto', { exact: true });
  await expect(pending).toBeVisible();
  await expectPill(pending);
  const pendingColour = await background(pending);
  expect(new Set([overdueColour, paidColour, pendingColour]).size).toBe(3);
});
