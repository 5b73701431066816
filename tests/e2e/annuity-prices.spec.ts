import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { PEDRO, tokenFor } from './support/demo';
import { firstPendingItem, issueBoleto, openLoggedIn } from './support/wallet';

// pix-push.spec gives Pedro the same PIN; the wallet spec owns his Home (terms, first annuity).
const PIN = '4321';
const shots = 'test-results/annuity-prices';

test("Pedro sees his annuity's early price, until when, and the price after; the boleto he issues stays on the item", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await tokenFor(request, PEDRO);
  await request.post('/api/emitente/cadastrarPIN', {
    headers: { authorization: `Bearer ${token}` },
    data: { PIN },
  });
  const annuity = await firstPendingItem(request, token);
  expect(annuity.HISTORICO).toMatch(/^Anuidade \d{4} - Aspirante$/);
  // The early price holds up to the due day (the category has no earlier date).
  const dueDayMonth = `${annuity.DATA_VENCIMENTO.slice(6, 8)}/${annuity.DATA_VENCIMENTO.slice(4, 6)}`;
  const prices = `R$\u00a0530,40 até ${dueDayMonth}; depois R$\u00a0624,00`;

  await openLoggedIn(page, token, `/pendencia?id=${annuity.ID_FLUXO_DE_CAIXA}`);
  await expect(page.getByText(prices)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Boleto emitido' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Pagar' }).click();
  const summary = page.getByRole('region', { name: 'Resumo do pagamento' });
  await expect(summary.getByText(prices)).toBeVisible();
  await page.screenshot({ path: `${shots}/payment-390.png`, fullPage: true });

  // He issues a boleto.
  const TRANSACAO = await issueBoleto(page, PIN);
  await expect(page.getByRole('region', { name: 'Boleto' }).getByLabel('Linha digitável')).toBeVisible();

  // He leaves, and comes back to the item later: the boleto is there, to copy or open again.
  await page.goto('/loja');
  await expect(page.getByRole('heading', { name: 'Loja' })).toBeVisible();
  await page.goto(`/pendencia?id=${annuity.ID_FLUXO_DE_CAIXA}`);
  const issued = page.getByRole('region', { name: 'Boleto emitido' });
  await expect(issued).toContainText('Você já emitiu um boleto de R$\u00a0530,40 para esta pendência');
  const line = await issued.getByLabel('Linha digitável').inputValue();
  expect(line.replace(/\D/g, '')).toBe(TRANSACAO.BOLETO_CODIGO_BARRA);
  await expect(page.getByText(prices)).toBeVisible();
  await expectAccessible(page, 'pendencia: annuity with its boleto');
  await page.screenshot({ path: `${shots}/item-390.png`, fullPage: true });

  const popup = page.waitForEvent('popup');
  await issued.getByRole('button', { name: 'Acessar Boleto' }).click();
  const slip = await popup;
  expect(slip.url()).toContain(`/api/access/acessarBoleto/${TRANSACAO.HASH}`);
  await slip.close();

  await issued.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByText('Copiado para o clipboard.')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Boleto emitido' }).getByLabel('Linha digitável'),
  ).toHaveValue(line);
  await page.screenshot({ path: `${shots}/item-1280.png`, fullPage: true });
  await page.getByRole('link', { name: 'Pagar' }).click();
  await expect(page.getByRole('region', { name: 'Resumo do pagamento' }).getByText(prices)).toBeVisible();
  await page.screenshot({ path: `${shots}/payment-1280.png`, fullPage: true });
});
