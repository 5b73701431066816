import { expect, test, type Page } from '@playwright/test';
import { payAnnuityAtTheDesk } from './support/annuity';
import { createConfirmedMember } from './support/new-member';
import { acceptTerms, openLoggedIn } from './support/wallet';

const WEBINAR = 'Webinar Demo de Glaucoma';
const balance = (page: Page) => page.locator('section.balance-card .balance-amount');

async function startBuyingWebinar(page: Page) {
  await page.goto('/loja');
  await page
    .getByRole('region', { name: 'Produtos' })
    .getByRole('article', { name: WEBINAR })
    .getByRole('link', { name: WEBINAR })
    .click();
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(page).toHaveURL(/\/pendenciaFormaPagamento\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
  return Number(new URL(page.url()).searchParams.get('id'));
}

test('starting to buy in the store adds nothing to the dues, and "Desistir da compra" withdraws it', async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request, { firstName: 'Curiosa' });
  await acceptTerms(request, member.token);
  // Home opens an unpaid annuity's payment first (SPEC §4): hers is paid.
  await payAnnuityAtTheDesk(request, member);
  await openLoggedIn(page, member.token, '/');
  await expect(balance(page)).toHaveText(/R\$/);
  const before = await balance(page).textContent();

  const looked = await startBuyingWebinar(page);
  await page.goto('/');
  await expect(balance(page)).toHaveText(before!);

  const itemId = await startBuyingWebinar(page);
  expect(itemId).toBe(looked);
  await page.getByRole('button', { name: 'Desistir da compra' }).click();
  await expect(page).toHaveURL(/\/loja$/);
  const obter = await request.post('/api/fluxo/obterFluxo', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { ID_FLUXO_DE_CAIXA: itemId },
  });
  expect(obter.status()).toBe(404);
});
