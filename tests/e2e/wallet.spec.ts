import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { EfetuarTransacaoResponse } from '../../domain/contract/fluxo';
import { COMMON_MSG } from '../../domain/messages';
import { WALLET_MSG } from '../../domain/wallet-messages';
import { expectAccessible, expectAccessibleAlert } from './support/a11y';
import { MARIA, PEDRO, loginThroughForm, tokenFor } from './support/demo';
import {
  acceptTerms,
  CARD_APPROVED,
  CARD_DECLINED,
  CARD_LUHN_INVALID,
  CARD_MASTER,
  fillCard,
  firstPendingItem,
  openLoggedIn,
  savedCards,
  typePin,
} from './support/wallet';

const PIN = '1234';

// These tests share Maria's data and run in order: the PIN registered first is used by the payments.
test.describe.configure({ mode: 'serial' });

let mariaToken: string | undefined;

/**
 * One API login for the whole file (the login call allows 20 a minute per address and the
 * run shares one): the tests open Maria's screens through the ?token= address.
 */
async function maria(request: APIRequestContext): Promise<string> {
  if (!mariaToken) {
    mariaToken = await tokenFor(request, MARIA);
    await acceptTerms(request, mariaToken);
  }
  return mariaToken;
}

/** Opens the payment screen of Maria's first pending item. */
async function payFirstPendingItem(page: Page, request: APIRequestContext) {
  const token = await maria(request);
  const item = await firstPendingItem(request, token);
  await openLoggedIn(page, token, `/pendencia?id=${item.ID_FLUXO_DE_CAIXA}`);
  await expect(page.getByRole('heading', { name: item.HISTORICO })).toBeVisible();
  await page.getByRole('link', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
  // A boleto an earlier test generated for this item opens again (obterTransacaoPendenteBoleto):
  // Voltar leads to the methods.
  const reopened = page.getByRole('region', { name: 'Boleto' });
  const methods = page.getByRole('button', { name: 'Confirmar Transação' });
  await expect(reopened.or(methods)).toBeVisible();
  if (await reopened.isVisible()) await reopened.getByRole('button', { name: 'Voltar' }).click();
  return item;
}

async function confirmWithPin(page: Page) {
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await expect(page.getByRole('heading', { name: 'Digite seu PIN' })).toBeVisible();
  await typePin(page, PIN);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

async function chooseNewCard(page: Page, number: string) {
  await page.getByRole('radio', { name: 'Cartão de Crédito' }).check();
  await expect(page.getByLabel('Parcelas')).toBeVisible();
  // The main card saved by an earlier payment is offered first.
  const other = page.getByRole('radio', { name: 'Usar outro cartão' });
  if ((await other.count()) > 0) await other.check();
  await fillCard(page, number);
}

test('Maria registers her 4-digit PIN on Home, typed twice', async ({ page, request }) => {
  await maria(request);
  await loginThroughForm(page, MARIA);
  const panel = page.getByRole('form', { name: 'Cadastre seu PIN' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('O PIN de 4 dígitos será solicitado antes de cada pagamento.');
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  await expectAccessible(page, 'home: PIN panel');

  await typePin(page, '12');
  await expect(page.getByLabel('Dígito 3')).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(page.getByLabel('Dígito 2')).toBeFocused();
  await page.keyboard.type('234');
  await panel.getByRole('button', { name: 'Continuar' }).click();

  // Typed again; a different PIN says so and starts over from the first.
  const confirm = page.getByRole('form', { name: 'Confirme seu PIN' });
  await expect(confirm).toBeVisible();
  await expect(page.getByLabel('Dígito 1')).toBeFocused();
  await expectAccessible(page, 'home: PIN confirmation');
  await page.keyboard.type('9999');
  await confirm.getByRole('button', { name: 'Continuar' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(WALLET_MSG.pinMismatch);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(panel).toBeVisible();
  await expect(page.getByLabel('Dígito 1')).toHaveValue('');

  await typePin(page, PIN);
  await panel.getByRole('button', { name: 'Continuar' }).click();
  await expect(confirm).toBeVisible();
  await typePin(page, PIN);
  await confirm.getByRole('button', { name: 'Continuar' }).click();
  await expect(alert).toContainText(COMMON_MSG.pinRegistered);
  await expectAccessibleAlert(page, 'home: PIN registered alert');
  await expect(panel).toBeHidden();
  await expect(confirm).toBeHidden();
});

test('pays the first upcoming item by PIX; it leaves the pending list without a reload', async ({
  page,
  request,
}) => {
  await openLoggedIn(page, await maria(request));
  const upcoming = page.getByRole('region', { name: 'Próximos 30 dias' });
  const first = upcoming.getByRole('listitem').first().getByRole('link');
  await expect(first).toBeVisible();
  const title = (await first.locator('.fluxo-title').textContent()) ?? '';
  await first.click();

  await expect(page).toHaveURL(/\/pendencia\?id=\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectAccessible(page, 'pendencia');
  await page.getByRole('link', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
  await expect(page.getByText('Taxa de transação: Grátis')).toBeVisible();
  await expectAccessible(page, 'payment: method step');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // A wrong PIN: the server's message, and the boxes are cleared.
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await expect(page.getByRole('heading', { name: 'Digite seu PIN' })).toBeVisible();
  await expectAccessible(page, 'payment: PIN step');
  await typePin(page, '9999');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('PIN inválido. Restam 4 tentativas.');
  await expectAccessibleAlert(page, 'payment: wrong PIN alert');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Dígito 1')).toHaveValue('');

  const created = page.waitForResponse((r) => r.url().endsWith('/api/fluxo/efetuarTransacao'));
  await typePin(page, PIN);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const answer = (await (await created).json()) as EfetuarTransacaoResponse;
  expect(answer.RESULTADO).toBe(true);
  expect(answer.TRANSACAO?.PIX_QRCODE).toBeTruthy();
  await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'PIX Copia e Cola' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Expiração em \d\d:\d\d minutos/);
  await expectAccessible(page, 'payment: PIX');

  const paid = await request.post(`/api/sandbox/pix/${answer.TRANSACAO!.ID_ZOOP_TRANSACAO}/pagar`);
  expect(paid.ok()).toBe(true);

  // The status is polled every 5 s.
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(COMMON_MSG.pixPaid, { timeout: 12_000 });
  await expectAccessibleAlert(page, 'payment: paid alert');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Próximos 30 dias' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Próximos 30 dias' }).getByText(title)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test('a boleto shows its digitable line and "Acessar Boleto" opens the slip', async ({ page, request }) => {
  await payFirstPendingItem(page, request);
  await page.getByRole('radio', { name: /Boleto/ }).check();
  await confirmWithPin(page);

  await expect(page.getByLabel('Linha digitável')).toHaveValue(
    /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/,
  );
  await expectAccessible(page, 'payment: boleto');
  const slipOpened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Acessar Boleto' }).click();
  const slip = await slipOpened;
  await expect(slip).toHaveURL(/\/api\/access\/acessarBoleto\//);
  await expect(slip.getByLabel('Código de barras').locator('svg')).toBeVisible();
  await slip.close();

  await page.getByRole('region', { name: 'Boleto' }).getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByRole('button', { name: 'Confirmar Transação' })).toBeVisible();
});

test('an approved card pays in 3 installments and is kept as the main card', async ({ page, request }) => {
  const item = await payFirstPendingItem(page, request);
  await chooseNewCard(page, CARD_APPROVED);
  await page.getByLabel('Parcelas').selectOption('3');
  await expect(page.getByLabel('Parcelas')).toHaveValue('3');
  await page.getByLabel('Salvar este cartão para os próximos pagamentos').check();
  await expectAccessible(page, 'payment: card fields');
  await confirmWithPin(page);

  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(COMMON_MSG.cardPaid);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/pendencia?id=${item.ID_FLUXO_DE_CAIXA}`);
  await expect(page.getByText(/^Pago em \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pagar' })).toHaveCount(0);
  expect((await savedCards(request, await maria(request))).map((c) => c.NUMERO_CARTAO)).toContain('1111');
});

test('a declined card and a Luhn-invalid number show their messages', async ({ page, request }) => {
  await payFirstPendingItem(page, request);
  await chooseNewCard(page, CARD_DECLINED);
  await expectAccessible(page, 'payment: saved card and card fields');
  await confirmWithPin(page);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Transação recusada pelo banco emissor.');
  await alert.getByRole('button', { name: 'OK' }).click();

  // The typed card is kept after a refusal: only the number changes, and a Luhn-invalid one is
  // refused on the form, before the PIN.
  await chooseNewCard(page, CARD_LUHN_INVALID);
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await expect(page.getByLabel('Número do cartão')).toHaveAccessibleDescription(COMMON_MSG.cardNumberInvalid);
  await expect(page.getByRole('heading', { name: 'Digite seu PIN' })).toHaveCount(0);
});

test('adds a second card and changes the main card', async ({ page, request }) => {
  await openLoggedIn(page, await maria(request));
  await page.getByRole('button', { name: 'Cartões' }).click();
  const panel = page.getByRole('dialog', { name: 'Gerenciar Seus Cartões' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Carregando...')).toHaveCount(0);
  await expectAccessible(page, 'home: cards panel');
  await panel.getByRole('link', { name: 'Adicionar novo cartão' }).click();

  await expect(page).toHaveURL(/\/adicionarCartao$/);
  await expect(page.getByRole('heading', { name: 'Adicionar novo cartão' })).toBeVisible();
  await expectAccessible(page, 'add card');
  await fillCard(page, CARD_LUHN_INVALID);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByLabel('Número do cartão')).toHaveAccessibleDescription(COMMON_MSG.cardNumberInvalid);
  const alert = page.getByRole('alertdialog');

  await fillCard(page, CARD_MASTER);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(alert).toContainText('Cartão salvo com sucesso.');
  await expectAccessibleAlert(page, 'add card: saved alert');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);

  const cards = await savedCards(request, await maria(request));
  expect(cards.length).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Cartões' }).click();
  const rows = panel.getByRole('listitem');
  await expect(rows).toHaveCount(cards.length);
  const master = rows.filter({ hasText: '•••• •••• •••• 4444' });
  await expect(master.getByRole('img', { name: 'MasterCard' })).toBeVisible();
  await expectAccessible(page, 'home: cards panel with two cards');
  await master.getByRole('button', { name: 'Tornar Principal' }).click();
  await expect(alert).toContainText(COMMON_MSG.mainCardChanged);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(rows.first()).toContainText('•••• •••• •••• 4444');
  await expect(rows.first()).toContainText('Principal');
});

test("Pedro's login opens his annuity's payment; Home asks him to accept the privacy terms", async ({
  page,
  request,
}) => {
  await loginThroughForm(page, PEDRO);
  await expect(page).toHaveURL(/\/pendencia\?id=\d+$/);
  await expect(page.getByRole('heading', { name: /^Anuidade \d{4} - Aspirante$/ })).toBeVisible();
  await expect(page.getByText('R$\u00a0530,40', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pagar' })).toBeVisible();
  await expectAccessible(page, 'pendencia: annuity');

  // Once per session: back on Home, he stays there.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/$/);
  const terms = page.getByRole('dialog', { name: 'Termos de Privacidade' });
  await expect(terms).toBeVisible();
  await expectAccessible(page, 'home: terms modal');
  await terms.getByRole('button', { name: 'Li e aceito' }).click();
  await expect(terms).toBeHidden();

  const token = await page.evaluate(() => localStorage.getItem('quita.token'));
  const res = await request.get('/api/emitente/termos', { headers: { authorization: `Bearer ${token}` } });
  expect(await res.json()).toEqual({ RESULTADO: true, ACEITO: true });
});
