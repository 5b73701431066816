import { expect, test } from '@playwright/test';
import { fileWrongType, COMMON_MSG } from '../../domain/messages';
import { expectAccessible } from './support/a11y';
import { nextCode, outboxIds } from './support/outbox';
import { newPerson } from './support/people';
import { dismissAlert, fillRegistrationForm as fillForm } from './support/registration-form';

test('bare /register and /associese go to /login', async ({ page }) => {
  await page.goto('/register');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/associese');
  await expect(page).toHaveURL(/\/login$/);
});

test('a new person registers at /register/428, confirms the account, and Home opens the annuity first', async ({
  page,
  request,
}) => {
  const person = newPerson('Ana');
  await page.goto('/register/428');
  await expect(page.getByRole('heading', { name: 'Cadastre-se' })).toBeVisible();
  await expectAccessible(page, 'registration: CPF step');
  await page.getByLabel('CPF').fill(person.cpf.replace(/\D/g, ''));
  // The complete CPF is looked up by itself; a new person goes to the CRM step.
  await expect(page.getByRole('heading', { name: 'Registro profissional' })).toBeVisible();
  await expectAccessible(page, 'registration: CRM step');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByLabel('CPF')).toHaveValue(person.cpf);
  await fillForm(page, person);
  await expect(page.getByText('R$ 780,00')).toBeVisible();
  await expect(page.getByText('R$ 663,00')).toBeVisible();
  await expectAccessible(page, 'registration: full form (register)');

  const before = await outboxIds(request, person.email);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await dismissAlert(page, COMMON_MSG.accountRegistered, 'registration: success alert');

  // The login page submits the new credentials; an unconfirmed account gets a code.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Confirme sua conta' })).toBeVisible();
  await expect(page).toHaveTitle('Confirme sua conta · Quita');
  await expectAccessible(page, 'login: confirmation step');
  const code = await nextCode(request, person.email, before);
  await page.getByLabel('Código de confirmação').fill(code);
  await dismissAlert(page, COMMON_MSG.accountConfirmed, 'login: account confirmed alert');
  // Home opens the annuity the registration billed (SPEC §4; annuity-signup.spec pays it).
  await expect(page).toHaveURL(/\/pendencia\?id=\d+$/);
  await expect(page.getByRole('heading', { name: /^Anuidade \d{4} - Titular$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Ana Souza')).toBeVisible();
});

test('João, known to association 428, gets a code by e-mail and finds the form prefilled', async ({
  page,
  request,
}) => {
  await page.goto('/register/428');
  await page.getByLabel('CPF').fill('111.444.777-35');
  await expect(page.getByRole('heading', { name: 'Confirme sua identidade' })).toBeVisible();
  const emailOption = page.getByRole('button', { name: /Receber por e-mail/ });
  await expect(emailOption).toContainText('jo***@exemplo.com.br');
  await expect(page.getByRole('button', { name: /Receber por SMS/ })).toContainText('(21) *****-5432');
  await expectAccessible(page, 'registration: channel choice');

  const before = await outboxIds(request, 'joao@exemplo.com.br');
  await emailOption.click();
  await expect(page.getByText('Enviamos o código para jo***@exemplo.com.br.')).toBeVisible();
  await expect(page.getByText(/Reenviar código em 00:(60|5\d)/)).toBeVisible();
  await expectAccessible(page, 'registration: code entry');
  const code = await nextCode(request, 'joao@exemplo.com.br', before);
  // Pasting the six digits confirms at once.
  await page.getByLabel('Código de confirmação').fill(code);

  await expect(page.getByLabel('Nome completo')).toHaveValue('João Demo Pereira');
  await expect(page.getByLabel('Nome de apresentação')).toHaveValue('Dr. João Pereira');
  await expect(page.getByLabel('E-mail')).toHaveValue('joao@exemplo.com.br');
  await expect(page.getByLabel('Celular')).toHaveValue('(21) 99876-5432');
  await expect(page.getByLabel('Data de nascimento')).toHaveValue('20/01/1990');
  await expect(page.getByLabel('CEP')).toHaveValue('20040-020');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Rio Branco');
  await expect(page.getByLabel('Estado', { exact: true })).toHaveValue('RJ');
});

test("Maria's CPF already has an account: the message says to log in or recover the password", async ({
  page,
}) => {
  await page.goto('/register/428');
  await page.getByLabel('CPF').fill('52998224725');
  await dismissAlert(page, COMMON_MSG.alreadyRegistered);
  await expect(page.getByRole('heading', { name: 'Cadastro encontrado' })).toBeVisible();
  await expectAccessible(page, 'registration: already registered');
  await expect(page.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
    'href',
    '/forgetPassword',
  );
});

test('Buscar without a CPF, and an invalid CPF, are refused', async ({ page }) => {
  await page.goto('/register/428');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await dismissAlert(page, COMMON_MSG.cpfEmpty);
  await page.getByLabel('CPF').fill('12345678900');
  await dismissAlert(page, COMMON_MSG.cpfInvalid);
  await expect(page.getByLabel('CPF')).toHaveValue('');
});

test('/associese/428 with CRM 234567/SP demands documents and accepts a PDF', async ({ page }) => {
  const person = newPerson('Bruno');
  await page.goto('/associese/428');
  await expect(page.getByRole('heading', { name: 'Associe-se' })).toBeVisible();
  await expectAccessible(page, 'association: CPF step');
  await page.getByLabel('CPF').fill(person.cpf);
  await page.getByLabel('CRM', { exact: true }).fill('234567');
  await page.getByLabel('UF do CRM').selectOption('SP');
  await expect(page.getByText('Carlos Demo Lima')).toBeVisible();
  await expectAccessible(page, 'association: CRM step, physician found');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await fillForm(page, person);
  await expectAccessible(page, 'association: full form');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await dismissAlert(page, COMMON_MSG.documentsRequired);

  const documents = page.getByLabel(/Anexar documentos/);
  await documents.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('oi') });
  await dismissAlert(page, fileWrongType('notas.txt'));
  await documents.setInputFiles({
    name: 'diploma.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await expect(page.getByRole('list', { name: 'Documentos anexados' })).toContainText('diploma.pdf');
  await expectAccessible(page, 'association: form with a document');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await dismissAlert(page, COMMON_MSG.accountRegistered);
  await expect(page).toHaveURL(/\/login$/);
});

test('/associese/428: unknown and inactive CRMs say so and do not go on', async ({ page }) => {
  await page.goto('/associese/428');
  await page.getByLabel('CPF').fill(newPerson('Caio').cpf);
  await page.getByLabel('UF do CRM').selectOption('SP');
  await page.getByLabel('CRM', { exact: true }).fill('999999');
  await expect(page.getByText(COMMON_MSG.crmNotFound)).toBeVisible();

  await page.getByLabel('CRM', { exact: true }).fill('345678');
  await page.getByLabel('UF do CRM').selectOption('RJ');
  await expect(page.getByText(COMMON_MSG.crmInactive)).toBeVisible();
  await expectAccessible(page, 'association: CRM step, inactive CRM');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await dismissAlert(page, COMMON_MSG.crmInactive);
  await expect(page.getByRole('heading', { name: 'Registro profissional' })).toBeVisible();
});
