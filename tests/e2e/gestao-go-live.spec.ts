import { expect, test } from '@playwright/test';
import type { EfetuarTransacaoResponse } from '../../domain/contract/fluxo';
import { COMMON_MSG } from '../../domain/messages';
import { expectAccessible } from './support/a11y';
import {
  confirmAssociationSignUp,
  createCategory,
  fillAssociationSignUp,
} from './support/association-signup';
import { bearer, STAFF_PASSWORD, staffToken } from './support/gestao-staff';
import { nextCode, outboxIds } from './support/outbox';
import { newPerson } from './support/people';
import { solidPng } from './support/png';
import { dismissAlert, fillRegistrationForm } from './support/registration-form';
import { registerPinWhilePaying } from './support/wallet';
import { openGestaoSection } from './support/gestao';

const BRAND = { hex: '#7B1FA2', rgb: 'rgb(123, 31, 162)' };

for (const width of [390, 1280]) {
  test(`issue 30 §5: a stranger takes an association live, and its first member pays the annuity by PIX (${width} px)`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const shots = `test-results/go-live/${width}`;
    const started = Date.now();
    await page.setViewportSize({ width, height: 900 });
    const displayName = `Sociedade Go-Live ${width} ${Date.now().toString(36)}`;
    const email = `gestora.golive.${width}.${Date.now().toString(36)}@golive.org.br`;

    // 1. /gestao/cadastro, the code from the outbox: the gestor is on the Painel.
    await fillAssociationSignUp(page, { displayName, email, password: STAFF_PASSWORD });
    await confirmAssociationSignUp(page, request, email);

    // 2. Its two categories, with the prices members will see.
    await openGestaoSection(page, 'Categorias e anuidades');
    await createCategory(page, 'Efetivo', '900,00', '800,00');
    await createCategory(page, 'Estudante', '200,00');
    // Saved prices come back as amounts.
    const efetivoPrices = page.getByRole('form', { name: 'Anuidade de Efetivo', exact: true });
    await expect(efetivoPrices.getByLabel('Anuidade', { exact: true })).toHaveValue('900,00');
    await expect(efetivoPrices.getByLabel('Preço antecipado')).toHaveValue('800,00');
    await page.screenshot({ path: `${shots}-1-categorias.png`, fullPage: true });

    // 3. Logo and colour.
    await openGestaoSection(page, 'Dados da associação');
    await page.getByLabel('Código da cor').fill(BRAND.hex);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('status')).toHaveText('Dados da associação salvos.');
    await page.getByLabel('Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: solidPng(96, 96, [255, 196, 0]),
    });
    await expect(page.getByRole('status')).toHaveText('Logo salvo.');
    await expect(page.getByRole('banner')).toHaveCSS('background-color', BRAND.rgb);

    // 4. The association's QR, downloaded as its poster.
    await openGestaoSection(page, 'QR de associação');
    await page.getByLabel('Categoria').selectOption({ label: 'Efetivo' });
    await expect(page.getByRole('img', { name: 'QR de associação da categoria Efetivo' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar cartaz (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe('cartaz-qr-efetivo.pdf');

    // 5. A new member, in a browser of their own, opens the association's sign-up.
    const memberBrowser = await browser.newContext({ viewport: { width, height: 900 } });
    const member = await memberBrowser.newPage();
    const ownAssociation = await request.get('/api/gestao/associacao', {
      headers: bearer(await staffToken(request, email)),
    });
    const own = (await ownAssociation.json()) as { id: number };
    const person = newPerson('GoLive');
    await member.goto(`/register/${own.id}`);
    await expect(member.getByText(displayName)).toBeVisible();
    await expect(member.locator('img.registration-association-logo')).toBeVisible();
    await member.getByLabel('CPF').fill(person.cpf.replace(/\D/g, ''));
    await member.getByRole('button', { name: 'Continuar' }).click();
    const category = member.getByLabel('Categoria', { exact: true });
    await expect(category.locator('option')).toHaveText(['Selecione', 'Estudante', 'Efetivo']);
    await category.selectOption({ label: 'Estudante' });
    await expect(member.getByText('Anuidade Estudante').locator('..')).toContainText('R$ 200,00');
    await category.selectOption({ label: 'Efetivo' });
    await expect(member.getByText('Anuidade Efetivo').locator('..')).toContainText(
      'De R$ 900,00 por R$ 800,00',
    );
    await fillRegistrationForm(member, person, 'Efetivo');
    await member.screenshot({ path: `${shots}-2-cadastro-membro.png`, fullPage: true });
    const before = await outboxIds(request, person.email);
    await member.getByRole('button', { name: 'Salvar' }).click();
    await dismissAlert(member, COMMON_MSG.accountRegistered);
    await member.getByLabel('Código de confirmação').fill(await nextCode(request, person.email, before));
    await dismissAlert(member, COMMON_MSG.accountConfirmed);

    // 6. The annuity opens by itself; its payment screen wears the association's logo and colour.
    await expect(member).toHaveURL(/\/pendencia\?id=\d+$/);
    await expect(member.getByRole('heading', { name: /^Anuidade \d{4} - Efetivo$/ })).toBeVisible();
    await expect(
      member.getByRole('region', { name: 'Associação' }).getByRole('img', { name: `Logo de ${displayName}` }),
    ).toBeVisible();
    await member.screenshot({ path: `${shots}-3-pendencia.png`, fullPage: true });
    await member.getByRole('link', { name: 'Pagar' }).click();
    await expect(member.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
    const association = member.getByRole('region', { name: 'Associação' });
    await expect(association).toContainText('Pagamento para');
    await expect(association).toContainText(displayName);
    const logo = association.getByRole('img', { name: `Logo de ${displayName}` });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
    const pay = member.getByRole('button', { name: 'Confirmar Transação' });
    await expect(pay).toHaveCSS('background-color', BRAND.rgb);
    await expect(member.getByText('R$\u00a0800,00').first()).toBeVisible();
    // The colour keeps every text at AA (axe's contrast rule included).
    await expectAccessible(member, '/pendenciaFormaPagamento (association colour)');
    await member.screenshot({ path: `${shots}-4-pagamento.png`, fullPage: true });

    // 7. PIX in the sandbox: the payer's bank pays, the screen hears it.
    await pay.click();
    const created = member.waitForResponse((r) => r.url().endsWith('/api/fluxo/efetuarTransacao'));
    await registerPinWhilePaying(member, '2468');
    const answer = (await (await created).json()) as EfetuarTransacaoResponse;
    expect(answer.RESULTADO).toBe(true);
    await expect(member.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
    const paid = await request.post(`/api/sandbox/pix/${answer.TRANSACAO!.ID_ZOOP_TRANSACAO}/pagar`);
    expect(paid.ok()).toBe(true);
    await dismissAlert(member, COMMON_MSG.pixPaid);
    await expect(member).toHaveURL(/\/$/);
    // Home's top bar: the association's colour and logo.
    const topBar = member.locator('header.top-bar');
    await expect(topBar.getByRole('img', { name: displayName })).toBeVisible();
    await expect(topBar).toHaveCSS('background-color', BRAND.rgb);
    await expectAccessible(member, '/ (association colour)');
    await member.screenshot({ path: `${shots}-5-home.png`, fullPage: true });
    await memberBrowser.close();

    // 8. The gestor sees it in Pagamentos.
    await openGestaoSection(page, 'Pagamentos');
    await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
    const row = page
      .getByRole('region', { name: 'Transações' })
      .getByRole('row')
      .filter({ hasText: person.nome });
    await expect(row).toContainText('PIX');
    await expect(row).toContainText('R$\u00a0800,00');
    await page.screenshot({ path: `${shots}-6-pagamentos.png`, fullPage: true });

    console.log(
      `issue 30 §5 go-live journey at ${width} px: ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
}
