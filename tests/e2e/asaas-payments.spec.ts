import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ObterFluxoResponse, VerificaAnuidadeResponse } from '../../domain/contract/fluxo';
import { COMMON_MSG } from '../../domain/messages';
import { WALLET_MSG } from '../../domain/wallet-messages';
import { forgetFakeAsaas, receiveAtFakeAsaas } from './support/asaas-receiving';
import { ASAAS_E2E_DATA_DIR, fakeAsaas, type FakeAsaasPaymentView } from './support/fake-asaas-control';
import { bearer } from './support/gestao-staff';
import { createConfirmedMember, type NewMember } from './support/new-member';
import { acceptTerms, CARD_APPROVED, fillCard, openLoggedIn, registerPin, typePin } from './support/wallet';

/**
 * Association 428 receives at its own Asaas account (the fake Asaas beside this config's server):
 * three members pay their annuity in the app, by card in 3×, by boleto and by PIX; each payment
 * is settled by the webhook the fake posts to /api/webhooks/asaas with the association's token
 * (the server reads the payment back before paying the item), and the member's screen says so.
 * Last, neither the server's log nor its DATA_DIR holds the card number or the CVV typed.
 */

const PIN = '1357';
/** fillCard types this CVV. */
const CVV = '123';
// A loaded 2-core machine: the server's work (gateway calls, webhook, read back) gets room.
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  const headers = await receiveAtFakeAsaas(request);
  const check = await request.post('/api/gestao/receiving/asaas/check', { headers });
  expect(await check.json()).toEqual({ passed: true });
});

test.afterAll(({ request }) => forgetFakeAsaas(request));

/** A new member of 428, PIN registered, terms accepted, owing the year's annuity: its item id. */
async function memberOwingTheAnnuity(request: APIRequestContext, firstName: string) {
  const member = await createConfirmedMember(request, { firstName });
  await registerPin(request, member.token, PIN);
  await acceptTerms(request, member.token);
  const check = await request.post('/api/fluxo/verificaSePagaAnuidade', {
    headers: bearer(member.token),
    data: { ID_EMITENTE_ML: 428 },
  });
  const annuity = (await check.json()) as VerificaAnuidadeResponse;
  expect(annuity, `the annuity of ${member.email}`).toMatchObject({ PAGO: false });
  return { member, itemId: annuity.ID_FLUXO_DE_CAIXA! };
}

/** The annuity's page, then Pagar: the checkout's methods. */
async function openCheckout(page: Page, member: NewMember, itemId: number) {
  await openLoggedIn(page, member.token, `/pendencia?id=${itemId}`);
  await page.getByRole('link', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible({ timeout: 20_000 });
}

async function confirmWithPin(page: Page) {
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await expect(page.getByRole('heading', { name: 'Digite seu PIN' })).toBeVisible();
  await typePin(page, PIN);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** The member's one payment at the fake Asaas, once the server created it. */
async function theOnlyPaymentOf(member: NewMember): Promise<FakeAsaasPaymentView> {
  await expect.poll(async () => (await fakeAsaas.paymentsOf(member.cpf)).length, { timeout: 30_000 }).toBe(1);
  return (await fakeAsaas.paymentsOf(member.cpf))[0]!;
}

/** The item's payment date as the app reads it (obterFluxo): '' while unpaid. */
async function paidOn(request: APIRequestContext, member: NewMember, itemId: number) {
  const res = await request.post('/api/fluxo/obterFluxo', {
    headers: bearer(member.token),
    data: { ID_FLUXO_DE_CAIXA: itemId },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as ObterFluxoResponse).FLUXO.DATA_PAGAMENTO;
}

/** The fake Asaas receives the payment and posts its webhook; the app answers 200 and pays the item. */
async function receiveAtAsaas(
  request: APIRequestContext,
  member: NewMember,
  itemId: number,
  paymentId: string,
) {
  const sent = await fakeAsaas.receive(paymentId);
  expect(sent.webhookStatus, `${sent.event} at /api/webhooks/asaas`).toBe(200);
  await expect.poll(() => paidOn(request, member, itemId), { timeout: 30_000 }).not.toBe('');
}

/** The item's own page, as the member opens it again: paid, nothing left to pay. */
async function expectItemPaid(page: Page, itemId: number) {
  await page.goto(`/pendencia?id=${itemId}`);
  await expect(page.getByText(/^Pago em \d\d\/\d\d\/\d{4}$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Pagar' })).toHaveCount(0);
}

/**
 * A new card in 3×, charged in one POST /payments. "Salvar cartão" off; on at an account without
 * tokenization (the default of a production account: the payment stands, the member is told the
 * card was not saved); on at an account with it (the card shows up among the member's cards).
 */
const CARD_CASES = [
  { width: 390, save: false, tokenization: false },
  { width: 1280, save: false, tokenization: false },
  { width: 390, save: true, tokenization: false },
  { width: 1280, save: true, tokenization: false },
  { width: 390, save: true, tokenization: true },
] as const;

for (const { width, save, tokenization } of CARD_CASES) {
  const saving = save
    ? `saving it (account ${tokenization ? 'with' : 'without'} tokenization)`
    : 'not saving it';
  test(`at ${width} px a member pays the annuity by a new card in 3× ${saving}, confirmed by Asaas’s webhook`, async ({
    page,
    request,
  }, testInfo) => {
    const shot = `${width}-${save ? (tokenization ? 'saved' : 'not-saved') : 'no-save'}`;
    await fakeAsaas.setTokenization(tokenization);
    await page.setViewportSize({ width, height: 900 });
    const { member, itemId } = await memberOwingTheAnnuity(
      request,
      `Cartao${width}${save ? 'S' : 'N'}${tokenization ? 'T' : ''}`,
    );
    await openCheckout(page, member, itemId);
    await page.getByRole('radio', { name: 'Cartão de Crédito' }).check();
    await expect(page.getByLabel('Parcelas')).toBeVisible();
    const other = page.getByRole('radio', { name: 'Usar outro cartão' });
    if ((await other.count()) > 0) await other.check();
    await fillCard(page, CARD_APPROVED);
    await page.getByLabel('Parcelas').selectOption('3');
    await expect(page.getByLabel('Parcelas')).toHaveValue('3');
    const keep = page.getByRole('checkbox', { name: 'Salvar este cartão para os próximos pagamentos' });
    if (save) await keep.check();
    else await expect(keep).not.toBeChecked();
    const tokenizeBefore = await fakeAsaas.tokenizeCalls();
    await confirmWithPin(page);

    const alert = page.getByRole('alertdialog');
    if (save && !tokenization) {
      await expect(alert).toContainText(WALLET_MSG.cardNotSaved, { timeout: 30_000 });
      await page.screenshot({ path: testInfo.outputPath(`asaas-card-notice-${shot}.png`), fullPage: true });
      await alert.getByRole('button', { name: 'OK' }).click();
    }
    await expect(alert).toContainText(COMMON_MSG.cardPaid, { timeout: 30_000 });
    await page.screenshot({ path: testInfo.outputPath(`asaas-card-paid-${shot}.png`), fullPage: true });
    const payment = await theOnlyPaymentOf(member);
    expect(payment).toMatchObject({ billingType: 'CREDIT_CARD', status: 'CONFIRMED', installmentCount: 3 });
    expect(payment.externalReference).toBeTruthy();
    // Not saving, or saving from the payment's own token: the card never goes to the tokenize call.
    expect(await fakeAsaas.tokenizeCalls()).toBe(tokenizeBefore + (save && !tokenization ? 1 : 0));

    await receiveAtAsaas(request, member, itemId, payment.id);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expectItemPaid(page, itemId);
    await page.screenshot({ path: testInfo.outputPath(`asaas-card-item-${shot}.png`), fullPage: true });

    const cards = await request.get('/api/emitente/listarCartoes', { headers: bearer(member.token) });
    expect(((await cards.json()) as unknown[]).length).toBe(save && tokenization ? 1 : 0);
    await fakeAsaas.setTokenization(false);
  });
}

test('at 390 px a member pays the annuity by boleto: the line and the slip are Asaas’s, and its webhook pays the item', async ({
  page,
  request,
}, testInfo) => {
  const { member, itemId } = await memberOwingTheAnnuity(request, 'Boleto');
  await openCheckout(page, member, itemId);
  await page.getByRole('radio', { name: /Boleto/ }).check();
  await confirmWithPin(page);

  const line = page.getByRole('region', { name: 'Boleto' }).getByLabel('Linha digitável');
  // The fake Asaas prints its slips at bank 461 (Asaas IP S.A.).
  await expect(line).toHaveValue(/^461\d\d\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/, { timeout: 30_000 });
  const payment = await theOnlyPaymentOf(member);
  expect(payment).toMatchObject({ billingType: 'BOLETO', status: 'PENDING' });
  expect(payment.bankSlipUrl).toMatch(/^https:\/\//);
  await page.screenshot({ path: testInfo.outputPath('asaas-boleto-390.png'), fullPage: true });

  // "Acessar Boleto" opens the slip Asaas registered (its host answered here, offline).
  await page
    .context()
    .route('https://sandbox.asaas.example/**', (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'boleto do Asaas' }),
    );
  const slip = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Acessar Boleto' }).click();
  await expect(await slip).toHaveURL(payment.bankSlipUrl!);
  expect(await paidOn(request, member, itemId)).toBe('');

  await receiveAtAsaas(request, member, itemId, payment.id);
  await expectItemPaid(page, itemId);
  await page.screenshot({ path: testInfo.outputPath('asaas-boleto-paid-390.png'), fullPage: true });
});

test('at 390 px a member pays the annuity by PIX: the QR is Asaas’s, and its webhook shows the success', async ({
  page,
  request,
}, testInfo) => {
  const { member, itemId } = await memberOwingTheAnnuity(request, 'Pix');
  await openCheckout(page, member, itemId);
  await page.getByRole('radio', { name: /^PIX/ }).check();
  await confirmWithPin(page);

  await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible({ timeout: 30_000 });
  const payment = await theOnlyPaymentOf(member);
  expect(payment).toMatchObject({ billingType: 'PIX', status: 'PENDING' });
  // The copia e cola is the fake's pixQrCode payload: its key, and the payment's id as the txid.
  const txid = payment.id.replace(/[^a-zA-Z0-9]/g, '').slice(0, 25);
  const code = page.getByLabel('Código PIX');
  await expect(code).toHaveValue(/^000201.*asaas@pix\.example.*6304[0-9A-F]{4}$/);
  expect(await code.inputValue()).toContain(txid);
  await page.screenshot({ path: testInfo.outputPath('asaas-pix-390.png'), fullPage: true });

  await receiveAtAsaas(request, member, itemId, payment.id);
  // The open screen hears it (its polling of the transaction's status).
  await expect(page.getByRole('alertdialog')).toContainText(COMMON_MSG.pixPaid, { timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath('asaas-pix-paid-390.png'), fullPage: true });
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expectItemPaid(page, itemId);
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('after the card payments, the card number and CVV are nowhere in this server’s DATA_DIR or log', async ({
  request,
}) => {
  const number = CARD_APPROVED.replace(/\s/g, '');
  const needles = [
    number,
    CARD_APPROVED,
    `"ccv":"${CVV}"`,
    `"cvv":"${CVV}"`,
    `"CODIGO_SEGURANCA":"${CVV}"`,
    `CODIGO_SEGURANCA=${CVV}`,
  ];
  // The control: a row written now reaches the files this test reads.
  const marker = `asaas-marcador-${Date.now().toString(36)}`;
  const created = await request.post('/api/sandbox/produtos', {
    data: { HASH: marker, DESCRICAO_DETALHADA: '<p>marcador</p>' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const files = filesUnder(ASAAS_E2E_DATA_DIR);
  const log = join(ASAAS_E2E_DATA_DIR, 'server.log');
  expect(files).toContain(log);
  await expect
    .poll(() => filesUnder(ASAAS_E2E_DATA_DIR).some((f) => readFileSync(f).includes(Buffer.from(marker))), {
      timeout: 15_000,
    })
    .toBe(true);
  // The log did record the card payments' requests.
  expect(readFileSync(log, 'utf8')).toContain('"url":"/api/fluxo/efetuarTransacao"');

  const hits = filesUnder(ASAAS_E2E_DATA_DIR).flatMap((file) => {
    const bytes = readFileSync(file);
    return needles.filter((n) => bytes.includes(Buffer.from(n, 'latin1'))).map((n) => `${file}: ${n}`);
  });
  expect(hits).toEqual([]);
});
