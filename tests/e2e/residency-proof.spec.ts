import { expect, test } from '@playwright/test';
import { fileWrongType, COMMON_MSG } from '../../domain/messages';
import { RESIDENCY_MSG } from '../../domain/registration-messages';
import { expectAccessible } from './support/a11y';
import { newPerson } from './support/people';
import { dismissAlert, fillAssociationForm, fillRegistrationForm } from './support/registration-form';

const PROOF_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('a Residente ou Fellow on /register gives the start and end dates and the proof (SPEC §9)', async ({
  page,
}) => {
  const person = newPerson('Rita');
  await page.goto('/register/428');
  await page.getByLabel('CPF').fill(person.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await fillRegistrationForm(page, person);
  // Titular asks for none of it.
  await expect(page.getByRole('group', { name: 'Residência ou fellowship' })).toHaveCount(0);

  await page.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Residente ou Fellow' });
  const residency = page.getByRole('group', { name: 'Residência ou fellowship' });
  await expect(residency).toBeVisible();
  await expect(page.getByText('R$ 429,00')).toBeVisible();
  await expectAccessible(page, 'registration: Residente ou Fellow');

  await page.getByRole('button', { name: 'Salvar' }).click();
  await dismissAlert(page, RESIDENCY_MSG.startRequired);
  await residency.getByLabel('Data de início').fill('01032025');
  await residency.getByLabel('Data de término').fill('28022025');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await dismissAlert(page, RESIDENCY_MSG.endNotAfterStart);
  await residency.getByLabel('Data de término').fill('28022099');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await dismissAlert(page, RESIDENCY_MSG.proofRequired);

  const proofInput = residency.getByLabel(/Comprovante/);
  await proofInput.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('oi') });
  await dismissAlert(page, fileWrongType('notas.txt'));
  await proofInput.setInputFiles({ name: 'declaracao.pdf', mimeType: 'application/pdf', buffer: PROOF_PDF });
  await expect(residency.getByRole('list', { name: 'Comprovante anexado' })).toContainText('declaracao.pdf');
  await expectAccessible(page, 'registration: Residente ou Fellow with the proof');

  await page.getByRole('button', { name: 'Salvar' }).click();
  await dismissAlert(page, COMMON_MSG.accountRegistered);
  await expect(page).toHaveURL(/\/login$/);
});

test('/associese asks a Residente ou Fellow the same', async ({ page }) => {
  const person = newPerson('Teo');
  await fillAssociationForm(page, person, 'Residente ou Fellow');

  const residency = page.getByRole('group', { name: 'Residência ou fellowship' });
  await residency.getByLabel('Data de início').fill('01032025');
  await residency.getByLabel('Data de término').fill('01032020');
  await page.getByRole('button', { name: 'Salvar' }).click();
  // The association's documents come first, as before; the proof is one of them.
  await dismissAlert(page, COMMON_MSG.documentsRequired);
  await residency.getByLabel(/Comprovante/).setInputFiles({
    name: 'declaracao.pdf',
    mimeType: 'application/pdf',
    buffer: PROOF_PDF,
  });
  await expect(residency.getByRole('list', { name: 'Comprovante anexado' })).toContainText('declaracao.pdf');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await dismissAlert(page, RESIDENCY_MSG.endNotAfterStart);
  await residency.getByLabel('Data de término').fill('28022099');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await dismissAlert(page, COMMON_MSG.accountRegistered);
});
