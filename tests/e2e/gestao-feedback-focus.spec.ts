import { expect, test, type Locator, type Page } from '@playwright/test';
import { EVENT_MSG } from '../../domain/congress-messages';
import { GESTOR, openGestaoSection, staffLoginThroughForm } from './support/gestao';

// Issue 38 item 13: a save's answer shows where the person is looking, and the focus moves to it.
const WIDTHS = [390, 1280];

async function answerIsHere(page: Page, answer: Locator, name: string) {
  await expect(answer).toBeFocused();
  await expect(answer).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

for (const width of WIDTHS) {
  test(`${width} px: Categorias, Recebimentos and Eventos answer in view, focused`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 1024 ? 844 : 900 });
    await staffLoginThroughForm(page, GESTOR);

    // Categorias: "Salvo." under the prices' Salvar (the prices as they are, saved again).
    await openGestaoSection(page, 'Categorias e anuidades');
    const prices = page.getByRole('form', { name: 'Anuidade de Titular', exact: true });
    await prices.getByRole('button', { name: 'Salvar', exact: true }).click();
    const saved = prices.getByRole('status');
    await expect(saved).toHaveText('Salvo.');
    await answerIsHere(page, saved, `categoria-${width}`);

    // Recebimentos: the API Pix form's Salvar with nothing typed says what is missing, under it.
    await openGestaoSection(page, 'Recebimentos');
    await page.getByRole('radio', { name: /API Pix do banco/ }).check();
    const credentials = page.getByRole('form', { name: 'Credenciais da API Pix' });
    await credentials.getByRole('button', { name: 'Salvar' }).click();
    const refused = credentials.getByRole('alert');
    await expect(refused).not.toBeEmpty();
    await answerIsHere(page, refused, `recebimentos-${width}`);

    // Eventos: the form closes on "Criar evento"; "Evento criado." is where it stood, scrolled to.
    await openGestaoSection(page, 'Eventos');
    await page.getByRole('button', { name: 'Novo evento' }).click();
    const form = page.getByRole('form', { name: 'Novo evento' });
    await form.getByLabel('Nome').fill(`Foco ${width} ${Date.now().toString(36)}`);
    await form.getByLabel('Início').fill('2027-06-14T08:00');
    await form.getByLabel('Fim').fill('2027-06-14T18:00');
    await form.getByLabel('Local').fill('Hotel Demo, Campinas - SP');
    await form.getByLabel('Vagas').fill('20');
    await form.getByLabel('Carga horária (horas)').fill('8');
    await form.getByLabel('Pontos de atualização').fill('2');
    await form.getByLabel('Dia da sessão 1').fill('2027-06-14');
    await form.getByLabel('Preço Titular (R$)').fill('100,00');
    // Sold by its public link only: the member store's own specs count the demo products.
    await form.getByLabel('Mostrar na loja').uncheck();
    await form.getByRole('button', { name: 'Criar evento' }).click();
    const created = page.getByRole('status').filter({ hasText: EVENT_MSG.created });
    await expect(created).toBeVisible({ timeout: 20_000 });
    await answerIsHere(page, created, `eventos-${width}`);
  });
}
