import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { fillAssociationSignUp } from './support/association-signup';
import { nextCode, outboxIds } from './support/outbox';
import { solidPng } from './support/png';
import { openGestaoSection } from './support/gestao';

const PASSWORD = 'Associa@2026';

for (const width of [390, 1280]) {
  test(`a stranger signs an association up, types the e-mailed code, lands on the Painel and sets its data, logo and colour (${width} px)`, async ({
    page,
    request,
  }) => {
    // The whole journey of a new association, two axe scans included.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const email = `gestora.${width}.${Date.now().toString(36)}@associacao-e2e.org.br`;
    const displayName = 'Sociedade E2E de Cardiologia';
    const cnpj = await fillAssociationSignUp(page, { displayName, email, password: PASSWORD });
    await page.getByLabel('Repita a senha').fill('Outra@2026');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('As senhas não conferem.');
    await page.getByLabel('Repita a senha').fill(PASSWORD);
    await page.getByLabel('Não sou um robô').check();
    await expectAccessible(page, '/gestao/cadastro');
    await page.screenshot({ path: `test-results/association-signup-form-${width}.png`, fullPage: true });

    const before = await outboxIds(request, email);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText(/^Enviamos um código de 6 dígitos para /)).toBeVisible();
    const code = await nextCode(request, email, before);
    await page.screenshot({ path: `test-results/association-signup-code-${width}.png`, fullPage: true });
    await page.getByLabel('Código', { exact: true }).fill(code);

    await expect(page.getByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Sociedade E2E de Cardiologia');
    await expect(page.getByRole('banner')).toContainText('Helena Gestora');

    await openGestaoSection(page, 'Dados da associação');
    await expect(page.getByRole('heading', { name: 'Dados da associação' })).toBeVisible();
    await expect(page.getByLabel('CNPJ')).toHaveValue(cnpj);
    await expect(page.getByLabel('CNPJ')).not.toBeEditable();
    await page.getByLabel('E-mail de contato').fill('secretaria@associacao-e2e.org.br');
    await page.getByLabel('Telefone de contato').fill('(41) 3333-4444');
    await page.getByLabel('Código da cor').fill('#FFD400');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'A cor principal precisa de contraste com o texto branco (mínimo 4,5:1).',
    );
    await page.getByLabel('Código da cor').fill('#7B1FA2');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('status')).toHaveText('Dados da associação salvos.');
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(123, 31, 162)');

    await page.getByLabel('Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 64, [123, 31, 162]),
    });
    await expect(page.getByRole('status')).toHaveText('Logo salvo.');
    await expect(page.getByRole('img', { name: 'Logo de Sociedade E2E de Cardiologia' })).toBeVisible();
    await expect(page.getByRole('banner').locator('img')).toBeVisible();
    await expectAccessible(page, '/gestao/associacao');
    await page.screenshot({ path: `test-results/association-data-${width}.png`, fullPage: true });
  });
}
