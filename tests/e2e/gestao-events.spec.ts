import { expect, test } from '@playwright/test';
import { CHECKIN_VERDICT, EVENT_MSG } from '../../domain/congress-messages';
import { MARIA, tokenFor } from './support/demo';
import { GESTOR, staffLoginThroughForm } from './support/gestao-staff';
import { openLoggedIn } from './support/wallet';
import { openGestaoSection } from './support/gestao';

const SHOTS = process.env.E2E_SCREENSHOTS;

test('gestor creates an event in Eventos; the door answers a typed code; Maria opens Meus ingressos', async ({
  page,
  request,
}) => {
  // Five screens and a transaction-heavy creation: more than the suite's 30 s on a busy machine.
  test.setTimeout(120_000);
  const name = `Jornada E2E ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffLoginThroughForm(page, GESTOR);
  await openGestaoSection(page, 'Eventos');
  await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
  // The demo congress is there, with its seats (other specs may have bought some).
  await expect(page.getByRole('row', { name: /Congresso Demo Brasileiro de Retina 2027/ })).toContainText(
    /\d+ de 300/,
  );

  await page.getByRole('button', { name: 'Novo evento' }).click();
  const form = page.getByRole('form', { name: 'Novo evento' });
  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('Início').fill('2027-05-14T08:00');
  await form.getByLabel('Fim').fill('2027-05-15T12:00');
  await form.getByLabel('Local').fill('Hotel Demo, Campinas - SP');
  await form.getByLabel('Vagas').fill('50');
  await form.getByLabel('Carga horária (horas)').fill('14');
  await form.getByLabel('Pontos de atualização').fill('8');
  await form.getByLabel('Dia da sessão 1').fill('2027-05-14');
  await form.getByRole('button', { name: 'Adicionar sessão' }).click();
  await form.getByLabel('Dia da sessão 2').fill('2027-05-15');
  await form.getByLabel('Até').nth(1).fill('12:00');
  await form.getByLabel('Preço Titular (R$)').fill('400,00');
  await form.getByRole('button', { name: 'Adicionar lote' }).click();
  await form.getByLabel('Último dia do 1º lote').fill('2027-02-28');
  await form.getByLabel('1º lote Titular (R$)').fill('320,00');
  await expect(form.getByText('1º lote até 28/02')).toBeVisible();
  // Sold by its public link only: the member store's own specs count the demo products.
  await form.getByLabel('Mostrar na loja').uncheck();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/eventos-form-1280.png`, fullPage: true });
  await form.getByRole('button', { name: 'Criar evento' }).click();
  // Creating writes the product, the event, its sessions and lots in one transaction.
  await expect(page.getByRole('status').first()).toHaveText(EVENT_MSG.created, { timeout: 20_000 });
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('14/05/2027 08:00');
  await expect(row).toContainText('0 de 50');
  const path = (await row.getByRole('link', { name: /^\/produto\// }).getAttribute('href'))!;
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/eventos-1280.png`, fullPage: true });

  // The public page sells it at the 1st lot's price until 28/02/2027.
  const buyer = await page.context().newPage();
  await buyer.goto(path);
  await expect(buyer.getByRole('heading', { name })).toBeVisible();
  await buyer.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/gestao/checkin');
  await page.getByLabel('Evento').selectOption({ label: name });
  await page.getByLabel('Código do ingresso').fill('ZZZZ2222');
  await page.getByRole('button', { name: 'Confirmar entrada' }).click();
  await expect(page.getByText(CHECKIN_VERDICT.invalid)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkin-390.png`, fullPage: true });
  await page.goto('/gestao/eventos');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/eventos-390.png`, fullPage: true });

  await openLoggedIn(page, await tokenFor(request, MARIA), '/ingressos');
  await expect(page.getByRole('heading', { name: 'Meus ingressos' })).toBeVisible();
  // Other specs may have given Maria tickets already; the event just created is not among them.
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText(name)).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/ingressos-390.png`, fullPage: true });
});
