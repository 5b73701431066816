import { expect, test, type APIRequestContext } from '@playwright/test';
import { COMMON_MSG } from '../../domain/messages';
import { REGISTRATION_TEXT } from '../../src/features/registration/registration-texts';
import { expectAccessible } from './support/a11y';
import { createConfirmedMember } from './support/new-member';
import { nextCode, outboxIds } from './support/outbox';
import { newPerson } from './support/people';
import { dismissAlert, fillRegistrationForm } from './support/registration-form';
import { openLoggedIn } from './support/wallet';

const WEBINAR = 'Webinar Demo de Glaucoma';

/** The store id (ID_PROJETO, the link's idProjeto) of association 428's glaucoma webinar. */
async function webinarId(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/projeto/listarProdutosLoja', {
    headers: { authorization: `Bearer ${token}` },
  });
  const products = (await res.json()) as { ID_PROJETO: number; DESCRICAO: string }[];
  const webinar = products.find((p) => p.DESCRICAO === WEBINAR);
  expect(webinar, WEBINAR).toBeDefined();
  return webinar!.ID_PROJETO;
}

test('a sign-up from a product link (/register/428/{idProjeto}) keeps the product and, once confirmed, lands on it', async ({
  page,
  request,
}) => {
  const someone = await createConfirmedMember(request, { firstName: 'Vitrine' });
  const idProjeto = await webinarId(request, someone.token);
  const person = newPerson('Produto');

  await page.goto(`/register/428/${idProjeto}`);
  await expect(page.getByRole('heading', { name: 'Cadastre-se' })).toBeVisible();
  await expect(page.getByText(REGISTRATION_TEXT.returnsToProduct)).toBeVisible();
  await page.getByLabel('CPF').fill(person.cpf.replace(/\D/g, ''));
  await expect(page.getByRole('heading', { name: 'Registro profissional' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await fillRegistrationForm(page, person);
  await expectAccessible(page, 'registration from a product link: full form');

  const before = await outboxIds(request, person.email);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await dismissAlert(page, COMMON_MSG.accountRegistered);
  await expect(page.getByRole('heading', { name: 'Confirme sua conta' })).toBeVisible();
  await page.getByLabel('Código de confirmação').fill(await nextCode(request, person.email, before));
  await dismissAlert(page, COMMON_MSG.accountConfirmed);

  // Back to the product of the link, not Home.
  await expect(page).toHaveURL(new RegExp(`/produtoReview\\?id=${idProjeto}$`));
  await expect(page.getByRole('heading', { name: WEBINAR })).toBeVisible();
});

test('from a product link, an existing account logs in and lands on the product; a logged-in member goes there at once', async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request, { firstName: 'Voltar' });
  const idProjeto = await webinarId(request, member.token);

  await page.goto(`/register/428/${idProjeto}`);
  await page.getByLabel('CPF').fill(member.cpf.replace(/\D/g, ''));
  await dismissAlert(page, COMMON_MSG.alreadyRegistered);
  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail ou celular').fill(member.email);
  await page.getByLabel('Senha').fill(member.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`/produtoReview\\?id=${idProjeto}$`));
  await expect(page.getByRole('heading', { name: WEBINAR })).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await openLoggedIn(page, member.token, `/register/428/${idProjeto}`);
  await expect(page).toHaveURL(new RegExp(`/produtoReview\\?id=${idProjeto}$`));
  await expect(page.getByRole('heading', { name: WEBINAR })).toBeVisible();
});
