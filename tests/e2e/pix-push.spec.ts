import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { EfetuarTransacaoResponse } from '../../domain/contract/fluxo';
import { COMMON_MSG } from '../../domain/messages';
import { expectAccessible } from './support/a11y';
import { PEDRO, tokenFor } from './support/demo';
import { openLoggedIn, storeItemFor, typePin } from './support/wallet';

const PIN = '4321';

/**
 * Pedro, with a store item of his own for each test: the wallet spec owns Maria's dues and PIN
 * panel and Pedro's annuity, and these tests must not change what it sees.
 */
async function pedroWithItem(request: APIRequestContext, productHash: string) {
  const token = await tokenFor(request, PEDRO);
  const headers = { authorization: `Bearer ${token}` };
  await request.post('/api/emitente/cadastrarPIN', { headers, data: { PIN } });
  return { token, itemId: await storeItemFor(request, token, productHash) };
}

async function startPix(page: Page, token: string, itemId: number) {
  await openLoggedIn(page, token, `/pendenciaFormaPagamento?id=${itemId}`);
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await typePin(page, PIN);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

test('a PIX paid through the sandbox shows the success within 1 s, with polling disabled', async ({
  page,
  request,
}) => {
  const { token, itemId } = await pedroWithItem(request, 'webinar-glaucoma');
  let polled = 0;
  await page.route('**/api/fluxo/verificarTransacao', (route) => {
    polled++;
    return route.fulfill({ json: { RESULTADO: true, STATUS: 'pending' } });
  });
  const created = page.waitForResponse('**/api/fluxo/efetuarTransacao');
  await startPix(page, token, itemId);
  const { TRANSACAO } = (await (await created).json()) as EfetuarTransacaoResponse;
  await expect(page.getByRole('button', { name: 'PIX Copia e Cola' })).toBeVisible();
  await page.waitForTimeout(300);

  const paidAt = Date.now();
  const paid = await request.post(`/api/sandbox/pix/${TRANSACAO!.ID_ZOOP_TRANSACAO}/pagar`);
  expect(paid.ok()).toBe(true);
  await expect(page.getByRole('alertdialog')).toContainText(COMMON_MSG.pixPaid, { timeout: 1_000 });
  const elapsed = Date.now() - paidAt;
  console.log(`PIX success on screen ${elapsed} ms after the sandbox payment (polled ${polled}x)`);
  expect(elapsed).toBeLessThan(1_000);
});

test('an expired PIX can be regenerated in one tap', async ({ page, request }) => {
  const { token, itemId } = await pedroWithItem(request, 'curso-retina-2026');
  // The first charge is shown as expiring in 3 s (the browser's view only); the second is real.
  let charges = 0;
  await page.route('**/api/fluxo/efetuarTransacao', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as EfetuarTransacaoResponse;
    if (charges++ === 0 && body.TRANSACAO) {
      body.TRANSACAO.PIX_DATA_EXPIRACAO = new Date(Date.now() + 3_000)
        .toISOString()
        .replace('T', ' ')
        .slice(0, 19);
    }
    await route.fulfill({ response, json: body });
  });
  await startPix(page, token, itemId);
  await expect(page.getByText(/Expiração em 00:0\d minutos/)).toBeVisible();

  await expect(page.getByText(COMMON_MSG.pixExpired)).toBeVisible({ timeout: 6_000 });
  await expect(page.getByRole('button', { name: 'Voltar', exact: true })).toBeVisible();
  await expectAccessible(page, 'payment: expired PIX');
  await page.getByRole('button', { name: 'Gerar novo PIX' }).click();
  await expect(page.getByRole('heading', { name: 'Digite seu PIN' })).toBeVisible();
  await typePin(page, PIN);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText(/Expiração em [1-3]\d:\d\d minutos/)).toBeVisible();
  expect(charges).toBe(2);
});
