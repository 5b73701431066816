import { expect, test, type Page } from '@playwright/test';
import { GESTOR_PSI, staffLoginThroughForm } from './support/gestao-staff';
import { newPerson } from './support/people';
import { openGestaoSection } from './support/gestao';

const editForm = (page: Page) => page.getByRole('form', { name: 'Anuidade de Titular', exact: true });

async function setPrices(page: Page, annuity: string, promo: string, until: string) {
  const form = editForm(page);
  await form.getByLabel('Anuidade', { exact: true }).fill(annuity);
  await form.getByLabel('Preço antecipado').fill(promo);
  await form.getByLabel('Antecipado até').fill(until);
  await form.getByRole('button', { name: 'Salvar', exact: true }).click();
}

test('gestor.psi sets an early-payment price for Titular and the sign-up form of 1024839 shows it', async ({
  page,
}) => {
  await staffLoginThroughForm(page, GESTOR_PSI);
  await openGestaoSection(page, 'Categorias e anuidades');
  await expect(page.getByRole('heading', { name: 'Categorias e anuidades', level: 1 })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Titular/ })).toContainText('R$ 300,00');

  // A rule broken: the early price must be lower.
  await setPrices(page, '300,00', '350,00', '');
  await expect(editForm(page).getByRole('alert')).toHaveText(
    'O valor antecipado deve ser menor que o valor normal.',
  );
  await expect(table.getByRole('row', { name: /Titular/ })).not.toContainText('R$ 350,00');

  const nextYear = new Date().getFullYear() + 1;
  await setPrices(page, '300,00', '270,00', `${nextYear}-03-31`);
  await expect(editForm(page).getByRole('status')).toHaveText('Salvo.');
  await expect(table.getByRole('row', { name: /Titular/ })).toContainText('R$ 270,00');
  await expect(table.getByRole('row', { name: /Titular/ })).toContainText(`31/03/${nextYear}`);

  // A person signing up with 1024839 sees the association's own table.
  const person = newPerson('Cat');
  const signUp = await page.context().newPage();
  await signUp.goto('/register/1024839');
  await signUp.getByLabel('CPF').fill(person.cpf.replace(/\D/g, ''));
  await signUp.getByRole('button', { name: 'Continuar' }).click();
  const category = signUp.getByLabel('Categoria', { exact: true });
  await expect(category.locator('option')).toHaveText(['Selecione', 'Titular']);
  await category.selectOption({ label: 'Titular' });
  const annuity = signUp.getByText('Anuidade Titular').locator('..');
  await expect(annuity).toContainText('De R$ 300,00 por R$ 270,00');
  await expect(annuity).toContainText(`até 31/03/${nextYear}`);
  await signUp.close();

  // Back to the seed's price for the specs that follow.
  await setPrices(page, '300,00', '', '');
  await expect(editForm(page).getByRole('status')).toHaveText('Salvo.');
  await expect(table.getByRole('row', { name: /Titular/ })).not.toContainText('R$ 270,00');
});
