import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { COMMON_MSG } from '../../domain/messages';
import { WALLET_MSG } from '../../domain/wallet-messages';
import { expectAccessible } from './support/a11y';
import { payAnnuityAtTheDesk } from './support/annuity';
import { createConfirmedMember } from './support/new-member';
import { acceptTerms, openLoggedIn, registerPin, storeItemFor, typePin } from './support/wallet';

/**
 * Issue 17 items 3 and 4 and issue 38 item 5: the card's expiry typed MM/AA as printed on the card,
 * on every device (no month picker, which desktop Firefox and Safari lack), and the card brands of Brazil.
 */
const PIN = '2468';
const HIPERCARD_19 = '3841 0012 3456 7890 007';

/** Last month as the typed box writes it: "10/26". */
const lastMonthTyped = () => {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - 1);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getFullYear()).slice(2)}`;
};

const pinAsked = (page: Page) => page.getByRole('heading', { name: 'Digite seu PIN' });

/**
 * Types the expiry and leaves the field, as a person does: leaving shows its message at once,
 * which would move Confirmar Transação under a click already on its way.
 */
async function typeExpiry(page: Page, digits: string) {
  const expiry = page.getByLabel('Validade (MM/AA)');
  await expiry.fill('');
  await expiry.pressSequentially(digits);
  await expiry.press('Tab');
}

async function saveCardThroughApi(request: APIRequestContext, token: string, number: string) {
  const res = await request.post('/api/emitente/salvarCartao', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      NUMERO_CARTAO: number,
      NOME_CARTAO: 'CARTAO TESTE',
      DATA_EXPIRACAO: '12/2028',
      CODIGO_SEGURANCA: '123',
    },
  });
  expect(await res.json(), number).toMatchObject({ RESULTADO: true });
}

for (const width of [390, 1280]) {
  test(`at ${width} px the expiry is typed as MM/AA, checked on the form, and pays`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await typedExpiryPays(page, request, width);
  });
}

async function typedExpiryPays(page: Page, request: APIRequestContext, width: number) {
  const member = await createConfirmedMember(request, { firstName: 'Validade' });
  await registerPin(request, member.token, PIN);
  await acceptTerms(request, member.token);
  const itemId = await storeItemFor(request, member.token, 'webinar-glaucoma');
  await openLoggedIn(page, member.token, `/pendenciaFormaPagamento?id=${itemId}`);
  await page.getByRole('radio', { name: 'Cartão de Crédito' }).check();

  const expiry = page.getByLabel('Validade (MM/AA)');
  await expect(expiry).not.toHaveAttribute('type', 'month');
  await expect(expiry).toHaveAttribute('placeholder', 'MM/AA');
  await expect(expiry).toHaveAttribute('inputmode', 'numeric');
  await expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
  const number = page.getByLabel('Número do cartão');
  await number.pressSequentially('4111111111111111');
  await page.getByLabel('Nome no cartão').fill('MEMBRO VALIDADE');
  await page.getByLabel('CVV').fill('123');

  // A month that is none: the message for a malformed month, and no PIN.
  await typeExpiry(page, '1328');
  await expect(expiry).toHaveValue('13/28');
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await expect(expiry).toHaveAccessibleDescription(WALLET_MSG.cardExpiryInvalid);
  await expect(expiry).toBeFocused();
  await expect(pinAsked(page)).toHaveCount(0);
  await expectAccessible(page, `payment at ${width} px: typed expiry with its message`);

  // A month gone by: the same message as in card-form.spec.
  await typeExpiry(page, lastMonthTyped().replace('/', ''));
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await expect(expiry).toHaveAccessibleDescription(WALLET_MSG.cardExpired);
  await expect(pinAsked(page)).toHaveCount(0);

  // 12/28 goes on as month 12 of 2028, and pays; a four-digit year does not fit.
  await typeExpiry(page, '122028');
  await expect(expiry).toHaveValue('12/20');
  await typeExpiry(page, '1228');
  await expect(expiry).toHaveValue('12/28');
  await expect(page.getByText(WALLET_MSG.cardExpired)).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await expect(pinAsked(page)).toBeVisible();
  await typePin(page, PIN);
  const paid = page.waitForRequest((r) => r.url().endsWith('/api/fluxo/efetuarTransacao'));
  await page.getByRole('button', { name: 'Continuar' }).click();
  expect((await paid).postDataJSON()).toMatchObject({
    TIPO: 'C',
    CARTAO: { MES_EXPIRACAO: '12', ANO_EXPIRACAO: '2028' },
  });
  await expect(page.getByRole('alertdialog')).toContainText(COMMON_MSG.cardPaid);
}

test("Brazil's brands are kept by name, SPEC §3's three drawn; one repeated digit is no card", async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request, { firstName: 'Bandeiras' });
  // Home opens an unpaid annuity first (SPEC §4): this member's is paid at the desk.
  await payAnnuityAtTheDesk(request, member);
  await acceptTerms(request, member.token);
  await openLoggedIn(page, member.token, '/adicionarCartao');
  const number = page.getByLabel('Número do cartão');
  await expect(page.getByLabel('Validade (MM/AA)')).toHaveAttribute('placeholder', 'MM/AA');

  // All zeros and 8888… pass Luhn: refused on the form with the invalid-number text, never sent.
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('salvarCartao')) sent.push(r.url());
  });
  await page.getByLabel('Nome no cartão').fill('MEMBRO BANDEIRAS');
  await page.getByLabel('Validade').fill('12/28');
  await page.getByLabel('CVV').fill('123');
  for (const repeated of ['0000000000000000', '8888888888888888']) {
    await number.fill('');
    await number.pressSequentially(repeated);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(number).toHaveAccessibleDescription(COMMON_MSG.cardNumberInvalid);
  }
  expect(sent).toEqual([]);

  // A 19-digit Hipercard (3841) fits the mask and is saved as Hipercard.
  await number.fill('');
  await number.pressSequentially(HIPERCARD_19.replace(/\s/g, ''));
  await expect(number).toHaveValue(HIPERCARD_19);
  await expect(number).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(WALLET_MSG.cardSaved);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);

  for (const other of ['6062825624254001', '6362970000457013', '30569309025904', '6011111111111117']) {
    await saveCardThroughApi(request, member.token, other);
  }
  await saveCardThroughApi(request, member.token, '3566002020360505');
  await saveCardThroughApi(request, member.token, '5555555555554444');

  await openLoggedIn(page, member.token, '/');
  await page.getByRole('button', { name: 'Cartões' }).click();
  const panel = page.getByRole('dialog', { name: 'Gerenciar Seus Cartões' });
  const row = (last4: string) => panel.getByRole('listitem').filter({ hasText: `•••• ${last4}` });
  await expect(panel.getByRole('listitem')).toHaveCount(7);
  await expect(row('0007').getByRole('img', { name: 'Cartão Hipercard' })).toBeVisible();
  await expect(row('4001').getByRole('img', { name: 'Cartão Hipercard' })).toBeVisible();
  await expect(row('7013').getByRole('img', { name: 'Cartão Elo' })).toBeVisible();
  await expect(row('5904').getByRole('img', { name: 'Cartão Diners' })).toBeVisible();
  await expect(row('1117').getByRole('img', { name: 'Cartão Discover' })).toBeVisible();
  await expect(row('0505').getByRole('img', { name: 'Cartão JCB' })).toBeVisible();
  await expect(row('4444').getByRole('img', { name: 'MasterCard' })).toBeVisible();
  await expectAccessible(page, 'home: cards panel with the brands of Brazil');
});
