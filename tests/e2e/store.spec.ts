import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { COMMON_MSG } from '../../domain/messages';
import { expectAccessible } from './support/a11y';
import { MARIA, tokenFor } from './support/demo';
import { payAnnuityAtTheDesk } from './support/annuity';
import { createConfirmedMember } from './support/new-member';
import { acceptTerms, CARD_APPROVED, fillCard, openLoggedIn, registerPin, typePin } from './support/wallet';

const RETINA = 'Curso Demo de Atualização em Retina';
const WEBINAR = 'Webinar Demo de Glaucoma';

/**
 * Maria only browses: the wallet spec (run later) counts on her PIN panel and her pending
 * items, so the purchase is made by a member registered for this test.
 */
let mariaToken: string | undefined;
async function maria(request: APIRequestContext) {
  if (!mariaToken) {
    mariaToken = await tokenFor(request, MARIA);
    await acceptTerms(request, mariaToken);
  }
  return mariaToken;
}

const products = (page: Page) => page.getByRole('region', { name: 'Produtos' });
const card = (page: Page, name: string) => products(page).getByRole('article', { name });

test('Maria searches the store by description or association', async ({ page, request }) => {
  await openLoggedIn(page, await maria(request), '/loja');
  await expect(page.getByRole('heading', { name: 'Loja', level: 1 })).toBeVisible();
  await expect(card(page, RETINA)).toBeVisible();
  await expect(card(page, RETINA).getByRole('img', { name: `Imagem de ${RETINA}` })).toBeVisible();
  await expect(card(page, RETINA)).toContainText('Adquirido');
  await expect(card(page, WEBINAR)).toContainText('Sociedade Demo de Oftalmologia');
  await expect(card(page, WEBINAR)).toContainText(/R\$\s90,00/);
  await expect(card(page, WEBINAR)).not.toContainText('Adquirido');
  await expectAccessible(page, '/loja');

  const search = page.getByLabel('Buscar produto');
  await search.fill('glaucoma');
  await expect(products(page).getByRole('article')).toHaveCount(1);
  await expect(card(page, WEBINAR)).toBeVisible();

  await search.fill('sociedade demo');
  await expect(products(page).getByRole('article')).toHaveCount(2);

  await search.fill('cardiologia');
  await expect(products(page)).toContainText('Nenhum produto encontrado.');
});

test('an acquired product thanks Maria with confetti for 2 s', async ({ page, request }) => {
  await openLoggedIn(page, await maria(request), '/loja');
  await card(page, RETINA).getByRole('button', { name: RETINA }).click();
  await expect(page.getByRole('alertdialog')).toContainText(COMMON_MSG.productAlreadyAcquired);
  const confetti = page.locator('canvas.confetti-canvas');
  await expect(confetti).toBeVisible();
  // It falls over the dialog without getting in the way of its button.
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(confetti).toHaveCount(0, { timeout: 3_000 });
  await expect(page).toHaveURL(/\/loja$/);
});

test('with reduced motion the thanks come without confetti', async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openLoggedIn(page, await maria(request), '/loja');
  await card(page, RETINA).getByRole('button', { name: RETINA }).click();
  await expect(page.getByRole('alertdialog')).toContainText(COMMON_MSG.productAlreadyAcquired);
  await expect(page.locator('canvas.confetti-canvas')).toHaveCount(0);
});

test('Maria reviews the webinar: association, details, her price and her information', async ({
  page,
  request,
}) => {
  await openLoggedIn(page, await maria(request), '/loja');
  await card(page, WEBINAR).getByRole('link', { name: WEBINAR }).click();
  await expect(page).toHaveURL(/\/produtoReview\?id=\d+$/);

  const association = page.getByRole('region', { name: 'Oferecido por' });
  await expect(association).toContainText('Sociedade Demo de Oftalmologia');
  await expect(
    association.getByRole('img', { name: 'Logo de Sociedade Demo de Oftalmologia' }),
  ).toBeVisible();
  const product = page.getByRole('region', { name: WEBINAR });
  await expect(product).toContainText('Webinar ao vivo com perguntas e respostas.');
  await expect(product).toContainText(/Valor para Titular\s*R\$\s90,00/);
  await expect(product).toContainText('Disponível');

  const info = page.getByRole('group', { name: 'Suas Informações' });
  await expect(info.getByLabel('Nome', { exact: true })).toHaveValue('Maria Demo Silva');
  await expect(info.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await expect(info.getByLabel('E-mail')).toHaveValue('membro@exemplo.com.br');
  await expect(info.getByLabel('Celular')).toHaveValue('(11) 98765-4321');
  await expect(info.getByLabel('Endereço')).toHaveValue(
    'Avenida Paulista, 1000 - Sala 101, Bela Vista, São Paulo/SP, CEP 01310-100',
  );
  await expect(info.getByLabel('Nome', { exact: true })).not.toBeEditable();
  await expectAccessible(page, '/produtoReview');

  // An invalid CNPJ is cleared on blur, with the spec message.
  const cnpj = page.getByLabel('CNPJ');
  await cnpj.pressSequentially('11222333000182');
  await expect(cnpj).toHaveValue('11.222.333/0001-82');
  await cnpj.blur();
  await expect(page.getByRole('alertdialog')).toContainText(COMMON_MSG.cnpjInvalid);
  await expect(cnpj).toHaveValue('');
});

test('a new member acquires the webinar: review, card payment with PIN, then "Adquirido"', async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request, { firstName: 'Lojista' });
  // The payment ends on Home, which opens an unpaid annuity's payment first (SPEC §4): hers is paid.
  await payAnnuityAtTheDesk(request, member);
  await registerPin(request, member.token, '2468');
  await acceptTerms(request, member.token);

  await openLoggedIn(page, member.token, '/loja');
  await expect(card(page, WEBINAR)).toContainText(/R\$\s90,00/);
  await expect(card(page, WEBINAR)).not.toContainText('Adquirido');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await card(page, WEBINAR).getByRole('link', { name: WEBINAR }).click();

  const info = page.getByRole('group', { name: 'Suas Informações' });
  await expect(info.getByLabel('Nome', { exact: true })).toHaveValue(member.nome);
  await expect(info.getByLabel('Endereço')).toHaveValue(/^Avenida Paulista, 1000, Bela Vista, São Paulo\/SP/);
  await page.getByLabel('Nome da empresa').fill('Clínica Demo Ltda');
  await page.getByLabel('CNPJ').pressSequentially('12abc34501de35');
  await expect(page.getByLabel('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();

  await expect(page).toHaveURL(/\/pendenciaFormaPagamento\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
  await expect(page.getByText(WEBINAR)).toBeVisible();
  await page.getByRole('radio', { name: 'Cartão de Crédito' }).check();
  await fillCard(page, CARD_APPROVED);
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await expect(page.getByRole('heading', { name: 'Digite seu PIN' })).toBeVisible();
  await typePin(page, '2468');
  await page.getByRole('button', { name: 'Continuar' }).click();

  const done = page.getByRole('alertdialog');
  await expect(done).toContainText(COMMON_MSG.cardPaid);
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Back in the store without a reload: the payment invalidated the list.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Loja' }).click();
  await expect(card(page, WEBINAR)).toContainText('Adquirido');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await card(page, WEBINAR).getByRole('button', { name: WEBINAR }).click();
  await expect(page.getByRole('alertdialog')).toContainText(COMMON_MSG.productAlreadyAcquired);
});

test('a product the member cannot see goes back to the store', async ({ page, request }) => {
  await openLoggedIn(page, await maria(request), '/produtoReview?id=999999');
  await expect(page.getByRole('alertdialog')).toContainText('Produto não encontrado');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/loja$/);
});
