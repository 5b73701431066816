import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { createCategory } from './support/association-signup';
import { staffLoginThroughForm } from './support/gestao-staff';
import { newAssociation } from './support/new-association';
import { newPerson } from './support/people';
import { openGestaoSection } from './support/gestao';

const checklist = (page: Page) => page.getByRole('region', { name: 'Primeiros passos' });
const step = (page: Page, text: string) =>
  checklist(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: text, exact: true }) });

for (const width of [390, 1280]) {
  test(`a new association sees Primeiros passos, creates Efetivo and Estudante, and the step ticks; a new member sees them with their prices (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const { email, associationId } = await newAssociation(request, `Sociedade Primeiros Passos ${width}`);
    await staffLoginThroughForm(page, email);

    await expect(page.getByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();
    await expect(checklist(page)).toBeVisible();
    await expect(checklist(page).getByRole('link')).toHaveText([
      'Dados e logo da associação',
      'Categorias e anuidades',
      'Como os membros pagam',
      'Convidar mais alguém da equipe',
      'Baixar o QR da associação',
      'Criar a primeira cobrança',
    ]);
    await expect(step(page, 'Categorias e anuidades')).toContainText('A fazer');
    // Sandbox payments are pretend: how members pay is still to be set (issue 38 item 16).
    await expect(step(page, 'Como os membros pagam')).toContainText('A fazer');
    await expect(step(page, 'Criar a primeira cobrança')).toContainText('A fazer');
    await expectAccessible(page, '/gestao (Primeiros passos)');
    await page.screenshot({ path: `test-results/firststeps/painel-before-${width}.png`, fullPage: true });

    await step(page, 'Categorias e anuidades').getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Categorias e anuidades', level: 1 })).toBeVisible();
    await createCategory(page, 'Efetivo', '900,00', '800,00');
    await createCategory(page, 'Estudante', '200,00');
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /^Efetivo/ })).toContainText('R$ 900,00');
    await expect(table.getByRole('row', { name: /^Efetivo/ })).toContainText('R$ 800,00');
    await expect(table.getByRole('row', { name: /^Estudante/ })).toContainText('R$ 200,00');
    await expectAccessible(page, '/gestao/categorias (new association)');
    await page.screenshot({ path: `test-results/firststeps/categorias-${width}.png`, fullPage: true });

    await openGestaoSection(page, 'Painel');
    await expect(step(page, 'Categorias e anuidades')).toContainText('Concluído');
    await expect(checklist(page)).toContainText('1 de 6 concluídos');
    await page.screenshot({ path: `test-results/firststeps/painel-after-${width}.png`, fullPage: true });

    // Part 5's stranger: the association's sign-up offers exactly those two, at those prices.
    const person = newPerson('Passos');
    const signUp = await page.context().newPage();
    await signUp.goto(`/register/${associationId}`);
    await signUp.getByLabel('CPF').fill(person.cpf.replace(/\D/g, ''));
    await signUp.getByRole('button', { name: 'Continuar' }).click();
    const category = signUp.getByLabel('Categoria', { exact: true });
    // In the sign-up's own order (cheapest first).
    await expect(category.locator('option')).toHaveText(['Selecione', 'Estudante', 'Efetivo']);
    await category.selectOption({ label: 'Efetivo' });
    await expect(signUp.getByText('Anuidade Efetivo').locator('..')).toContainText(
      'De R$ 900,00 por R$ 800,00',
    );
    await category.selectOption({ label: 'Estudante' });
    await expect(signUp.getByText('Anuidade Estudante').locator('..')).toContainText('R$ 200,00');
    await signUp.close();
  });
}
