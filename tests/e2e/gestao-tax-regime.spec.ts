import { expect, test } from '@playwright/test';
import { PIS_COFINS_MSG } from '../../domain/nfse-pis-cofins';
import { REFORM_MSG } from '../../domain/nfse-reform';
import { expectAccessible } from './support/a11y';
import { bearer, GESTOR, staffLoginThroughForm, staffToken } from './support/gestao-staff';
import { openGestaoSection } from './support/gestao';

/**
 * Issue 39, part 2: the gestor says the association is in the Lucro Presumido (Notas fiscais ›
 * Regime tributário), and a product that issues a service invoice then needs the tax reform's
 * codes (Código NBS, CST, cClassTrib, Indicador de operação), at the phone's and the desktop's width.
 */
const tag = Date.now().toString(36);
const SHOTS = process.env.E2E_SCREENSHOTS;

// Other specs use the same association: its regime goes back to one that requires no codes.
test.afterAll(async ({ request }) => {
  const headers = bearer(await staffToken(request, GESTOR));
  await request.put('/api/gestao/invoices/settings', { headers, data: { taxRegime: 'simples' } });
});

for (const width of [390, 1280]) {
  test(`at ${width} px the gestor sets Lucro Presumido and a product's tax reform codes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await staffLoginThroughForm(page, GESTOR);
    await openGestaoSection(page, 'Notas fiscais');
    const regime = page.getByRole('form', { name: 'Regime tributário' });
    await regime.getByLabel('Regime tributário').selectOption({ label: 'Lucro Presumido' });
    // NT 007: the invoices' PIS/COFINS, a taxable situation with its operation rates.
    await regime.getByLabel(PIS_COFINS_MSG.cstLabel).selectOption('01');
    await regime.getByLabel(PIS_COFINS_MSG.pisLabel).fill('0,65');
    await regime.getByLabel(PIS_COFINS_MSG.cofinsLabel).fill('');
    await regime.getByRole('button', { name: 'Salvar regime' }).click();
    await expect(regime.getByRole('alert')).toHaveText(PIS_COFINS_MSG.cofinsRate);
    await regime.getByLabel(PIS_COFINS_MSG.cofinsLabel).fill('3');
    await expectAccessible(page, `gestão: regime tributário e PIS/COFINS (${width} px)`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/regime-pis-cofins-${width}.png`, fullPage: true });
    await regime.getByRole('button', { name: 'Salvar regime' }).click();
    await expect(regime.getByRole('status')).toHaveText(REFORM_MSG.regimeSaved);
    await page.reload();
    const again = page.getByRole('form', { name: 'Regime tributário' });
    await expect(again.getByLabel(PIS_COFINS_MSG.cstLabel)).toHaveValue('01');
    await expect(again.getByLabel(PIS_COFINS_MSG.pisLabel)).toHaveValue('0,65');
    await expect(again.getByLabel(PIS_COFINS_MSG.cofinsLabel)).toHaveValue('3');

    await openGestaoSection(page, 'Loja e produtos');
    await page.getByRole('button', { name: 'Novo produto' }).click();
    const form = page.getByRole('form', { name: 'Novo produto' });
    await form.getByLabel('Nome do produto').fill(`Curso reforma ${width} ${tag}`);
    await form.getByLabel('Preço Titular (R$)').fill('300,00');
    await form.getByLabel('Mostrar na loja').uncheck();
    await form.getByLabel('Emitir nota fiscal de serviço').check();
    await form.getByLabel('Código do serviço municipal').fill('08.02');
    await form.getByLabel('Descrição do serviço').fill('Curso de atualização profissional');
    await form.getByLabel('Alíquota do ISS (%)').fill('2');
    await form.getByRole('button', { name: 'Salvar produto' }).click();
    await expect(form.getByRole('alert')).toHaveText(REFORM_MSG.missing.nbsCode);

    await form.getByLabel('Código NBS').fill('1.0101.11.00');
    await form.getByLabel('Situação tributária (CST)').fill('000');
    await form.getByLabel('Classificação tributária (cClassTrib)').fill('000001');
    await form.getByLabel('Indicador de operação').fill('020101');
    await expectAccessible(page, `gestão: product form with the tax reform codes (${width} px)`);
    await form.getByRole('button', { name: 'Salvar produto' }).click();
    await expect(page.getByRole('status').first()).toHaveText('Produto criado.');
  });
}
