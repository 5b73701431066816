import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { COMMON_MSG } from '../../../domain/messages';

/**
 * On the buyer's checkout with PIX chosen (the default): Confirmar Transação, the sandbox's payer
 * pays the QR, and the success alert is read and closed.
 */
export async function payBuyerPixInSandbox(page: Page, request: APIRequestContext) {
  const created = page.waitForResponse((r) => r.url().endsWith('/api/access/efetuarTransacaoDireta'));
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  const { TRANSACAO } = (await (await created).json()) as { TRANSACAO: { ID_ZOOP_TRANSACAO: string } };
  expect((await request.post(`/api/sandbox/pix/${TRANSACAO.ID_ZOOP_TRANSACAO}/pagar`)).ok()).toBe(true);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(COMMON_MSG.pixPaid, { timeout: 12_000 });
  await dialog.getByRole('button', { name: 'OK' }).click();
}
