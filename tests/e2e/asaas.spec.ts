import { expect, test, type Page } from '@playwright/test';
import { RECEIVING_MESSAGES as MSG } from '../../domain/gestao-receiving-messages';
import { FAKE_ASAAS_KEY, FAKE_ASAAS_WEBHOOK_TOKEN } from '../support/fake-asaas/fake-asaas-server';
import { expectAccessible } from './support/a11y';
import { GESTOR, openGestaoSection, staffLoginThroughForm } from './support/gestao';
import { bearer, staffToken } from './support/gestao-staff';

const WRONG_KEY = '$aact_chave_que_o_asaas_nao_conhece';
// Two viewports of a whole settings journey with an axe scan: room on a loaded 2-core machine.
test.describe.configure({ timeout: 90_000 });

test.afterEach(async ({ request }) => {
  // Each viewport starts from an association with no Asaas settings.
  const removed = await request.delete('/api/gestao/receiving/asaas', {
    headers: bearer(await staffToken(request, GESTOR)),
  });
  expect(removed.status()).toBe(200);
});

const form = (page: Page) => page.getByRole('form', { name: 'Credenciais do Asaas' });

for (const width of [390, 1280]) {
  test(`at ${width} px a gestor chooses Asaas in Recebimentos, and Testar conexão shows Asaas’s refusal, then ok`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await staffLoginThroughForm(page, GESTOR);
    await openGestaoSection(page, 'Recebimentos');
    await expect(page.getByRole('heading', { name: 'Recebimentos', level: 1 })).toBeVisible();
    const options = page.getByRole('group', { name: 'Forma de recebimento' });
    await expect(options.getByRole('radio')).toHaveCount(3);
    await expect(options.getByRole('radio', { name: /Sandbox/ })).toBeChecked();

    await options.getByRole('radio', { name: /Asaas/ }).check();
    await expect(page.getByRole('region', { name: 'Asaas' })).toContainText('não configurado');
    await form(page).getByLabel('Chave de API').fill(WRONG_KEY);
    await form(page).getByLabel('Token do webhook').fill('curto');
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(form(page).getByRole('alert')).toHaveText(MSG.webhookTokenInvalid);

    await form(page).getByLabel('Token do webhook').fill(FAKE_ASAAS_WEBHOOK_TOKEN);
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(form(page).getByRole('status')).toContainText('A associação passa a receber pelo Asaas.');
    await expect(page.getByRole('region', { name: 'Como a associação recebe' })).toContainText(
      'Em uso: Asaas',
    );
    await expect(form(page).getByLabel('Chave de API')).toHaveValue('');

    const check = page.getByRole('region', { name: 'Testar conexão' });
    await check.getByRole('button', { name: 'Testar conexão' }).click();
    await expect(check.getByRole('alert')).toHaveText('A chave de API fornecida é inválida');
    await page.screenshot({ path: testInfo.outputPath(`asaas-refused-${width}.png`), fullPage: true });

    // Only the key is replaced: the token saved stays.
    await form(page).getByLabel('Chave de API').fill(FAKE_ASAAS_KEY);
    await form(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(form(page).getByRole('status')).toContainText('salvos');
    await page
      .getByRole('region', { name: 'Testar conexão' })
      .getByRole('button', { name: 'Testar conexão' })
      .click();
    await expect(page.getByRole('region', { name: 'Testar conexão' }).getByRole('status')).toHaveText(
      MSG.checkPassed,
    );
    await page.screenshot({ path: testInfo.outputPath(`asaas-ok-${width}.png`), fullPage: true });

    // After a reload: Asaas in use, only "configurada" shown; the key and the token nowhere.
    await page.reload();
    await expect(options.getByRole('radio', { name: /Asaas/ })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Asaas' })).toContainText('configurada');
    const html = await page.content();
    expect(html).not.toContain(FAKE_ASAAS_KEY);
    expect(html).not.toContain(FAKE_ASAAS_WEBHOOK_TOKEN);
    // No horizontal scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page, `Recebimentos com Asaas (${width} px)`);
  });
}
