import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { EfetuarTransacaoResponse, ObterFluxoResponse } from '../../domain/contract/fluxo';
import { COMMON_MSG } from '../../domain/messages';
import { fakePsp } from './support/fake-psp-control';
import { createConfirmedMember } from './support/new-member';
import { openLoggedIn, registerPin, storeItemFor, typePin } from './support/wallet';

/**
 * PAYMENT_GATEWAY=pix-api against the fake PSP of the server tests, run as a process of its own
 * (playwright.pix-api.config.ts, support/fake-psp-server.ts): the member's PIX is a charge at the
 * PSP, and only the PSP can say it was paid. The screen's 5 s polling answers 'pending' in every
 * test, so that what settles the item is the webhook or the reconciliation, never the screen.
 */

const PIN = '2468';
const psp = () => fakePsp();

// Every request the app sent the PSP respected the standard's schemas.
test.afterEach(async () => expect((await psp().state()).violations).toEqual([]));

/** A new member with a PIN and a store item of their own to pay. */
async function memberWithItem(request: APIRequestContext, firstName: string) {
  const member = await createConfirmedMember(request, { firstName });
  await registerPin(request, member.token, PIN);
  return { token: member.token, itemId: await storeItemFor(request, member.token, 'webinar-glaucoma') };
}

/** Opens the item's checkout, pays by PIX behind the PIN, and returns the PSP charge's txid. */
async function startPix(page: Page, token: string, itemId: number) {
  await page.route('**/api/fluxo/verificarTransacao', (route) =>
    route.fulfill({ json: { RESULTADO: true, STATUS: 'pending' } }),
  );
  const created = page.waitForResponse('**/api/fluxo/efetuarTransacao');
  await openLoggedIn(page, token, `/pendenciaFormaPagamento?id=${itemId}`);
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await typePin(page, PIN);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const { TRANSACAO } = (await (await created).json()) as EfetuarTransacaoResponse;
  await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
  return TRANSACAO!.ID_ZOOP_TRANSACAO;
}

/** The item's payment date as its screen reads it (obterFluxo): '' while unpaid. */
async function paidOn(request: APIRequestContext, token: string, itemId: number) {
  const res = await request.post('/api/fluxo/obterFluxo', {
    headers: { authorization: `Bearer ${token}` },
    data: { ID_FLUXO_DE_CAIXA: itemId },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as ObterFluxoResponse).FLUXO.DATA_PAGAMENTO;
}

/** What the periodic reconciliation does, now: pending charges asked at the PSP, GET /pix swept. */
async function reconcile(request: APIRequestContext) {
  const res = await request.post('/api/sandbox/jobs/conciliacao');
  expect(res.ok(), await res.text()).toBe(true);
  const run = (await res.json()) as {
    reconciled: { succeeded: number };
    swept: { seen: number; settled: number } | null;
  };
  expect(run.swept, 'the PSP’s received Pix are swept').not.toBeNull();
  return run.reconciled.succeeded + run.swept!.settled;
}

test('the PSP’s copia e cola is the QR and the copy button; its webhook shows the success on the open screen', async ({
  page,
  context,
  request,
}) => {
  // The app registered its webhook at the PSP when it started.
  expect((await psp().state()).webhookUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/webhooks\/pix\/env$/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { token, itemId } = await memberWithItem(request, 'PixApi');
  const txid = await startPix(page, token, itemId);
  const charge = await psp().charge(txid);
  expect(charge).toMatchObject({ kind: 'cob', status: 'ATIVA' });
  expect(charge.pixCopiaECola).toMatch(/^000201.*6304[0-9A-F]{4}$/);
  await expect(page.getByLabel('Código PIX')).toHaveValue(charge.pixCopiaECola);
  await page.getByRole('button', { name: 'PIX Copia e Cola' }).click();
  await expect(page.getByText(COMMON_MSG.pixCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(charge.pixCopiaECola);

  const paid = await psp().pay(txid);
  expect(paid.webhookStatuses).toEqual([200]);
  await expect(page.getByRole('alertdialog')).toContainText(COMMON_MSG.pixPaid, { timeout: 3_000 });
  expect(await paidOn(request, token, itemId)).not.toBe('');
  expect((await psp().charge(txid)).status).toBe('CONCLUIDA');
});

test('a Pix whose webhook was lost is settled by the reconciliation, and the open screen hears it', async ({
  page,
  request,
}) => {
  const { token, itemId } = await memberWithItem(request, 'PixPerdido');
  const txid = await startPix(page, token, itemId);
  const paid = await psp().pay(txid, { webhook: false });
  expect(paid.webhookStatuses).toEqual([]);

  // Paid at the PSP, unknown here: the item stays open and the screen keeps its QR.
  await page.waitForTimeout(1_000);
  expect(await paidOn(request, token, itemId)).toBe('');
  await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  expect(await reconcile(request)).toBe(1);
  await expect(page.getByRole('alertdialog')).toContainText(COMMON_MSG.pixPaid, { timeout: 3_000 });
  expect(await paidOn(request, token, itemId)).not.toBe('');
  // A second run finds nothing left to settle.
  expect(await reconcile(request)).toBe(0);
});

test('a forged webhook (a Pix the PSP never received) changes nothing; the real payment still settles', async ({
  page,
  request,
}) => {
  const { token, itemId } = await memberWithItem(request, 'PixForjado');
  const txid = await startPix(page, token, itemId);

  const forged = await psp().forgeWebhook(txid);
  // Acknowledged (a PSP's retries would be pointless), but GET /pix/{e2eid} at the PSP found no such Pix.
  expect(forged.webhookStatus).toBe(200);
  await page.waitForTimeout(1_000);
  expect(await paidOn(request, token, itemId)).toBe('');
  expect((await psp().charge(txid)).status).toBe('ATIVA');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
  // Nor does the reconciliation find anything to settle.
  expect(await reconcile(request)).toBe(0);
  expect(await paidOn(request, token, itemId)).toBe('');

  // The charge is still the member's to pay: the PSP's own notification settles it.
  const paid = await psp().pay(txid);
  expect(paid.webhookStatuses).toEqual([200]);
  await expect(page.getByRole('alertdialog')).toContainText(COMMON_MSG.pixPaid, { timeout: 3_000 });
  expect(await paidOn(request, token, itemId)).not.toBe('');
});
