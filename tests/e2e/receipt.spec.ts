import { expect, test } from '@playwright/test';
import { COMMON_MSG } from '../../domain/messages';
import { createConfirmedMember } from './support/new-member';
import {
  acceptTerms,
  CARD_APPROVED,
  fillCard,
  openLoggedIn,
  registerPin,
  storeItemFor,
  typePin,
} from './support/wallet';

const PIN = '8642';

test('the receipt wraps on a phone, and can be downloaded as a PDF and shared', async ({ page, request }) => {
  test.setTimeout(60_000);
  // Web Share as a phone has it: what is shared is kept for the test to read.
  await page.addInitScript(() => {
    const shared: { title?: string; files?: string[] }[] = [];
    Object.assign(window, { shared });
    Object.assign(navigator, {
      canShare: (data: { files?: File[] }) => Boolean(data.files?.length),
      share: async (data: { title?: string; files?: File[] }) => {
        shared.push({ title: data.title, files: data.files?.map((f) => `${f.name} ${f.type}`) });
      },
    });
  });
  await page.setViewportSize({ width: 320, height: 700 });
  const member = await createConfirmedMember(request, { firstName: 'Recibo' });
  await registerPin(request, member.token, PIN);
  await acceptTerms(request, member.token);
  const itemId = await storeItemFor(request, member.token, 'webinar-glaucoma');
  await openLoggedIn(page, member.token, `/pendenciaFormaPagamento?id=${itemId}`);
  await page.getByRole('radio', { name: 'Cartão de Crédito' }).check();
  await fillCard(page, CARD_APPROVED);
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await typePin(page, PIN);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page
    .getByRole('alertdialog')
    .filter({ hasText: COMMON_MSG.cardPaid })
    .getByRole('button', { name: 'OK' })
    .click();

  await page.goto('/gerenciarPagamentos');
  await page
    .getByRole('button', { name: /^Ver recibo de / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Recibo' });
  const receipt = dialog.locator('iframe').contentFrame();
  await expect(receipt.getByText('Webinar Demo de Glaucoma').first()).toBeVisible();
  // Nothing cut: the page inside is no wider than its frame.
  const sizes = await receipt.locator('html').evaluate((html) => [html.scrollWidth, html.clientWidth]);
  expect(sizes[0]).toBeLessThanOrEqual(sizes[1]!);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Baixar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^recibo-.+\.pdf$/);
  const head = (await (await import('node:fs/promises')).readFile(await file.path())).subarray(0, 5);
  expect(head.toString()).toBe('%PDF-');

  await dialog.getByRole('button', { name: 'Compartilhar' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
    .toEqual([
      {
        title: 'Recibo de Webinar Demo de Glaucoma',
        files: [expect.stringMatching(/\.pdf application\/pdf$/)],
      },
    ]);
});
