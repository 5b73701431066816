import { expect, test } from '@playwright/test';
import { COMMON_MSG } from '../../domain/messages';
import { councilNumberRequired } from '../../domain/registration-messages';
import { expectAccessible } from './support/a11y';
import { GESTOR_PSI, openGestaoSection, staffLoginThroughForm } from './support/gestao';
import { newPerson } from './support/people';
import { dismissAlert, fillRegistrationForm } from './support/registration-form';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a psychologist joins 1024839 through /associese with the CRP; gestor.psi sees the CRP in Solicitações', async ({
  page,
}) => {
  const person = newPerson('Paula');
  await page.goto('/associese/1024839');
  await expect(page.getByText('Associação Demo de Psicologia')).toBeVisible();
  await page.getByLabel('CPF').fill(person.cpf);

  await expect(page.getByLabel('CRP', { exact: true })).toBeVisible();
  await expect(page.getByLabel('CRM', { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'association: CRP step');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await dismissAlert(page, councilNumberRequired('CRP'));
  await page.getByLabel('CRP', { exact: true }).fill('06/123456');
  await page.getByLabel('UF do CRP').selectOption('SP');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByText('CRP 06/123456/SP')).toBeVisible();
  await fillRegistrationForm(page, person);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await dismissAlert(page, COMMON_MSG.documentsRequired);
  await page.getByLabel(/Anexar documentos/).setInputFiles({
    name: 'carteira-crp.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByRole('list', { name: 'Documentos anexados' })).toContainText('carteira-crp.pdf');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await dismissAlert(page, COMMON_MSG.accountRegistered);
  await expect(page).toHaveURL(/\/login$/);

  await page.context().clearCookies();
  await staffLoginThroughForm(page, GESTOR_PSI);
  await openGestaoSection(page, 'Solicitações');
  const row = page.getByRole('row').filter({ hasText: person.nome });
  await expect(row).toContainText('CRP 06/123456/SP');
  await expect(row.getByRole('button', { name: 'Ver carteira-crp.pdf' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Conselho' })).toBeVisible();
});
