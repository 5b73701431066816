import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freshAlphanumericCnpj } from './cnpj';
import { nextCode, outboxIds } from './outbox';

export interface AssociationSignUp {
  displayName: string;
  email: string;
  password: string;
  cnpj?: string;
}

/** /gestao/login → "Cadastrar associação", every field typed as a person would (not the captcha). */
export async function fillAssociationSignUp(page: Page, who: AssociationSignUp) {
  const cnpj = who.cnpj ?? freshAlphanumericCnpj();
  await page.goto('/gestao/login');
  await page.getByRole('link', { name: 'Cadastrar associação' }).click();
  await expect(page.getByRole('heading', { name: 'Cadastrar associação' })).toBeVisible();
  // Typed as digits and letters in lower case: the mask adds the punctuation and the capitals.
  await page.getByLabel('CNPJ').pressSequentially(cnpj.replace(/[./-]/g, '').toLowerCase());
  await expect(page.getByLabel('CNPJ')).toHaveValue(cnpj);
  await page.getByLabel('Razão social').fill(`${who.displayName} Ltda.`);
  await page.getByLabel('Nome de exibição').fill(who.displayName);
  await page.getByLabel('Cidade').fill('Curitiba');
  await page.getByLabel('UF').selectOption('PR');
  await page.getByLabel('Seu nome').fill('Helena Gestora');
  await page.getByLabel('Seu e-mail').fill(who.email);
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByLabel('Repita a senha').fill(who.password);
  return cnpj;
}

/** Ticks the captcha, sends the form and types the code the outbox got: the gestor is on the Painel. */
export async function confirmAssociationSignUp(page: Page, request: APIRequestContext, email: string) {
  await page.getByLabel('Não sou um robô').check();
  const before = await outboxIds(request, email);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText(/^Enviamos um código de 6 dígitos para /)).toBeVisible();
  await page.getByLabel('Código', { exact: true }).fill(await nextCode(request, email, before));
  await expect(page.getByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();
}

/** "Nova categoria" on Categorias e anuidades, amounts typed as "900,00". */
export async function createCategory(page: Page, name: string, annuity: string, promo = '') {
  const form = page.getByRole('form', { name: 'Nova categoria' });
  await form.getByLabel('Nome', { exact: true }).fill(name);
  await form.getByLabel('Anuidade', { exact: true }).fill(annuity);
  if (promo) await form.getByLabel('Preço antecipado').fill(promo);
  await form.getByRole('button', { name: 'Criar categoria' }).click();
  await expect(form.getByRole('status')).toHaveText('Categoria criada.');
  await expect(form.getByLabel('Nome', { exact: true })).toHaveValue('');
}
