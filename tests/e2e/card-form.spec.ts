import { expect, test, type Page } from '@playwright/test';
import { COMMON_MSG } from '../../domain/messages';
import { WALLET_MSG } from '../../domain/wallet-messages';
import { expectAccessible } from './support/a11y';
import { MARIA, tokenFor } from './support/demo';
import {
  acceptTerms,
  CARD_APPROVED,
  CARD_LUHN_INVALID,
  firstPendingItem,
  openLoggedIn,
} from './support/wallet';

const AMEX = '3782 8224 6310 005';
/** Last month as typed on the card: "10/26". */
const lastMonth = () => {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - 1);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getFullYear()).slice(2)}`;
};

async function typeCard(page: Page, card: { number: string; name: string; expiry: string; cvv: string }) {
  const number = page.getByLabel('Número do cartão');
  await number.fill('');
  await number.pressSequentially(card.number.replace(/\s/g, ''));
  await page.getByLabel('Nome no cartão').fill(card.name);
  await page.getByLabel('Validade').fill(card.expiry);
  await page.getByLabel('CVV').fill(card.cvv);
}

const pinAsked = (page: Page) => page.getByRole('heading', { name: /PIN/ });

test('the card is checked on the form, each message beside its field, before the PIN', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, MARIA);
  await acceptTerms(request, token);
  const item = await firstPendingItem(request, token);
  await openLoggedIn(page, token, `/pendenciaFormaPagamento?id=${item.ID_FLUXO_DE_CAIXA}`);
  await page.getByRole('radio', { name: 'Cartão de Crédito' }).check();
  const other = page.getByRole('radio', { name: 'Usar outro cartão' });
  if ((await other.count()) > 0) await other.check();

  // Nothing typed: the spec's required texts, each under its own field.
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await expect(page.getByLabel('Número do cartão')).toHaveAccessibleDescription(
    COMMON_MSG.cardNumberRequired,
  );
  await expect(page.getByLabel('Nome no cartão')).toHaveAccessibleDescription(COMMON_MSG.cardNameRequired);
  await expect(page.getByLabel('Validade')).toHaveAccessibleDescription(COMMON_MSG.cardExpiryRequired);
  await expect(page.getByLabel('CVV')).toHaveAccessibleDescription(COMMON_MSG.cardCvvRequired);
  await expect(page.getByLabel('Número do cartão')).toBeFocused();

  // A Luhn-invalid number, a month gone by and a 2-digit CVV: still no PIN.
  await typeCard(page, { number: CARD_LUHN_INVALID, name: 'MARIA D SILVA', expiry: lastMonth(), cvv: '12' });
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await expect(page.getByLabel('Número do cartão')).toHaveAccessibleDescription(COMMON_MSG.cardNumberInvalid);
  await expect(page.getByLabel('Validade')).toHaveAccessibleDescription(WALLET_MSG.cardExpired);
  await expect(page.getByLabel('CVV')).toHaveAccessibleDescription(WALLET_MSG.cardCvvInvalid);
  await expect(page.getByText(COMMON_MSG.cardNumberInvalid)).toBeVisible();
  await expect(pinAsked(page)).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectAccessible(page, 'payment: card messages');

  // Amex asks for 4 digits.
  await typeCard(page, { number: AMEX, name: 'MARIA D SILVA', expiry: '12/30', cvv: '123' });
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await expect(page.getByLabel('CVV')).toHaveAccessibleDescription(WALLET_MSG.cardCvvInvalid);
  await expect(page.getByLabel('Número do cartão')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(pinAsked(page)).toHaveCount(0);

  await typeCard(page, { number: CARD_APPROVED, name: 'MARIA D SILVA', expiry: '12/30', cvv: '123' });
  await expect(page.getByText(WALLET_MSG.cardCvvInvalid)).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await expect(pinAsked(page)).toBeVisible();
});

test('/adicionarCartao checks the card beside its fields too', async ({ page, request }) => {
  await openLoggedIn(page, await tokenFor(request, MARIA), '/adicionarCartao');
  await typeCard(page, { number: CARD_LUHN_INVALID, name: 'MARIA 2', expiry: lastMonth(), cvv: '1' });
  await page.getByLabel('Número do cartão').focus();
  await expect(page.getByLabel('CVV')).toHaveAccessibleDescription(WALLET_MSG.cardCvvInvalid);
  const saved = page.waitForRequest((r) => r.url().includes('salvarCartao'), { timeout: 1_500 });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByLabel('Número do cartão')).toHaveAccessibleDescription(COMMON_MSG.cardNumberInvalid);
  await expect(page.getByLabel('Nome no cartão')).toHaveAccessibleDescription(WALLET_MSG.cardNameInvalid);
  await expect(page.getByLabel('Validade')).toHaveAccessibleDescription(WALLET_MSG.cardExpired);
  await expect(saved).rejects.toThrow();
});
