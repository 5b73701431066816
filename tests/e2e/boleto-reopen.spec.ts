import { expect, test } from '@playwright/test';
import { CHECKOUT_TEXT } from '../../src/features/checkout/checkout-texts';
import { expectAccessible } from './support/a11y';
import { createConfirmedMember } from './support/new-member';
import { acceptTerms, issueBoleto, openLoggedIn, registerPin, storeItemFor } from './support/wallet';

const PIN = '2468';

test('Pagar again on an item with a boleto shows that slip and line, with no PIN and no new transaction', async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request, { firstName: 'Reabre' });
  await registerPin(request, member.token, PIN);
  await acceptTerms(request, member.token);
  const itemId = await storeItemFor(request, member.token, 'webinar-glaucoma');

  // The boleto is generated once, behind the PIN.
  await openLoggedIn(page, member.token, `/pendenciaFormaPagamento?id=${itemId}`);
  const TRANSACAO = await issueBoleto(page, PIN);
  const boleto = page.getByRole('region', { name: 'Boleto' });
  const line = await boleto.getByLabel('Linha digitável').inputValue();
  expect(line.replace(/\D/g, '')).toBe(TRANSACAO.BOLETO_CODIGO_BARRA);

  // Later, from the item's screen: Pagar reopens it through obterTransacaoPendenteBoleto.
  const payCalls: string[] = [];
  const reopenCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/fluxo/efetuarTransacao')) payCalls.push(r.url());
    if (r.url().endsWith('/api/fluxo/obterTransacaoPendenteBoleto')) reopenCalls.push(r.postData() ?? '');
  });
  await page.goto(`/pendencia?id=${itemId}`);
  // The item's screen already shows it (annuity-prices.spec opens it from there)…
  await expect(
    page.getByRole('region', { name: 'Boleto emitido' }).getByLabel('Linha digitável'),
  ).toHaveValue(line);
  // …and Pagar reopens it in the checkout: each reads it with obterTransacaoPendenteBoleto.
  await page.getByRole('link', { name: 'Pagar' }).click();
  await expect(boleto.getByLabel('Linha digitável')).toHaveValue(line);
  await expect(boleto.getByText(CHECKOUT_TEXT.boletoReopened)).toBeVisible();
  await expect(page.getByLabel('Dígito 1')).toHaveCount(0);
  expect(reopenCalls).toEqual([
    JSON.stringify({ ID_FLUXO_DE_CAIXA: itemId }),
    JSON.stringify({ ID_FLUXO_DE_CAIXA: itemId }),
  ]);
  expect(payCalls).toEqual([]);
  await expectAccessible(page, 'payment: boleto reopened');

  // The same slip.
  const popup = page.waitForEvent('popup');
  await boleto.getByRole('button', { name: 'Acessar Boleto' }).click();
  const slip = await popup;
  expect(slip.url()).toContain(`/api/access/acessarBoleto/${TRANSACAO.HASH}`);
  await slip.close();

  // A reload keeps showing it; Voltar offers the other methods.
  await page.reload();
  await expect(boleto.getByLabel('Linha digitável')).toHaveValue(line);
  await boleto.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByRole('button', { name: 'Confirmar Transação' })).toBeVisible();
  expect(payCalls).toEqual([]);
});
