import { expect, test, type Page } from '@playwright/test';
import { KNOWN_CPF_MSG } from '../../domain/known-cpf-messages';
import { PURCHASE_DONE } from '../../src/features/purchase/purchase-done-texts';
import { expectAccessible } from './support/a11y';
import { payBuyerPixInSandbox } from './support/buyer-pix';
import { createConfirmedMember } from './support/new-member';

/**
 * Issue 28 items 7 and 19: a buyer typing a CPF the platform knows is told so before Comprar,
 * the receipt names the person who paid as they typed their name, and the buyer's checkout asks
 * nothing of the member API (no 401 in the console). At the phone's and the desktop's width.
 */
const PRODUCT = '/produto/congresso-2027';
const JOAO_CPF = '111.444.777-35';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Console errors and 401 answers of the page, from now on. */
function watchFailures(page: Page) {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() === 401) failures.push(`401: ${response.url()}`);
  });
  return failures;
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('a CPF with an account is told as it is typed; the receipt says the name typed; no member call in the checkout', async ({
      page,
      request,
    }, testInfo) => {
      const member = await createConfirmedMember(request, { firstName: 'Conhecida' });
      const typedName = `Beatriz Compradora ${width}`;
      const failures = watchFailures(page);
      await page.goto(PRODUCT);
      await field(page, 'Categoria').selectOption({ label: 'Titular' });
      await field(page, 'Nome completo').fill(typedName);
      await field(page, 'CPF').fill(member.cpf);
      // Before leaving the field, before Comprar: SPEC §8's text, and no password asked.
      const note = page.getByRole('status').filter({ hasText: KNOWN_CPF_MSG.hasAccount });
      await expect(note).toBeVisible();
      await expect(field(page, 'Senha')).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await note.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`known-cpf-${width}.png`) });
      await expectAccessible(page, `purchase: CPF with an account (${width} px)`);

      await field(page, 'Data de nascimento').fill('1990-01-20');
      await field(page, 'CEP').fill('01310-100');
      await expect(field(page, 'Logradouro')).toHaveValue('Avenida Paulista');
      await field(page, 'Número').fill('1000');
      await field(page, 'Celular').fill(`(11) 9${String(Date.now()).slice(-8)}`);
      await field(page, 'E-mail').fill(`beatriz.${width}.${Date.now().toString(36)}@exemplo.com.br`);
      await page.getByRole('button', { name: 'Comprar' }).click();
      await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();

      await payBuyerPixInSandbox(page, request);

      const done = page.getByRole('region', { name: 'Sua compra' });
      await expect(page.getByRole('heading', { name: PURCHASE_DONE.title })).toBeVisible();
      const opened = page.waitForEvent('popup');
      await done.getByRole('link', { name: PURCHASE_DONE.receipt }).click();
      const receipt = await opened;
      const from = receipt.getByRole('row', { name: /Recebemos de/ });
      await expect(from).toContainText(`${typedName} (CPF ${member.cpf})`);
      await expect(from).not.toContainText(member.nome);
      await receipt.screenshot({ path: testInfo.outputPath(`receipt-${width}.png`), fullPage: true });
      await receipt.close();

      expect(failures).toEqual([]);
    });

    test("a CPF on the association's roll without an account is told on leaving the field, with the password fields", async ({
      page,
    }, testInfo) => {
      const failures = watchFailures(page);
      await page.goto(PRODUCT);
      await field(page, 'Nome completo').fill('João Comprador da Silva');
      await field(page, 'CPF').fill(JOAO_CPF);
      await field(page, 'CPF').blur();
      const note = page.getByRole('status').filter({ hasText: KNOWN_CPF_MSG.knownToAssociation });
      await expect(note).toBeVisible();
      await expect(field(page, 'Senha')).toBeVisible();
      await note.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`association-roll-${width}.png`) });
      // Another CPF: the note goes until that one is checked.
      await field(page, 'CPF').fill('');
      await expect(note).toHaveCount(0);
      expect(failures).toEqual([]);
    });
  });
}
