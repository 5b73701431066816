import { expect, type Page } from '@playwright/test';
import { expectAccessibleAlert } from './a11y';
import type { newPerson } from './people';

type Person = ReturnType<typeof newPerson>;

/** Reads the alert, scans it when asked, and closes it with OK. */
export async function dismissAlert(page: Page, text: string, screen?: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  if (screen) await expectAccessibleAlert(page, screen);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** Everything the form asks for, with the sandbox captcha; the CEP fills the address. */
export async function fillRegistrationForm(page: Page, person: Person, category = 'Titular') {
  await page.getByLabel('Nome completo').fill(person.nome);
  await page.getByLabel('Data de nascimento').fill('20011990');
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Celular').fill(person.celular);
  await page.getByLabel('CEP').fill('01310100');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Bairro', { exact: true })).toHaveValue('Bela Vista');
  await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('São Paulo');
  await expect(page.getByLabel('Estado', { exact: true })).toHaveValue('SP');
  await page.getByLabel('Número', { exact: true }).fill('1000');
  await page.getByLabel('Categoria', { exact: true }).selectOption({ label: category });
  await page.getByLabel('Senha', { exact: true }).fill(person.senha);
  await page.getByLabel('Repetição da senha').fill(person.senha);
  await expect(page.getByText('Força da senha: Forte')).toBeVisible();
  await page.getByLabel(/Li e aceito os termos/).check();
  await page.getByLabel('Não sou um robô').check();
}

/** /associese/428 with an active CRM (234567/SP), up to the full form, filled. */
export async function fillAssociationForm(page: Page, person: Person, category = 'Titular') {
  await page.goto('/associese/428');
  await page.getByLabel('CPF').fill(person.cpf);
  await page.getByLabel('CRM', { exact: true }).fill('234567');
  await page.getByLabel('UF do CRM').selectOption('SP');
  await expect(page.getByText('Carlos Demo Lima')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await fillRegistrationForm(page, person, category);
}
