import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CHECKIN_VERDICT, EVENT_DESK_MSG, EVENT_MSG } from '../../domain/congress-messages';
import type { EventCertificates, UpdatePoints } from '../../domain/contract/documents';
import type { CompletedPurchase } from '../../domain/contract/access';
import type { EfetuarTransacaoResponse } from '../../domain/contract/fluxo';
import type { MemberTicket } from '../../domain/contract/tickets';
import { COMMON_MSG } from '../../domain/messages';
import { DOOR_MSG } from '../../domain/door-messages';
import { PURCHASE_DONE } from '../../src/features/purchase/purchase-done-texts';
import { WALLET_TEXT } from '../../src/features/wallet/wallet-texts';
import { MARIA, tokenFor } from './support/demo';
import { installChangingCamera, showOnCamera } from './support/door-camera';
import { bearer, GESTOR, staffLoginThroughForm, staffToken } from './support/gestao-staff';
import { daySp, eventNamed, fillJourneyEvent, fillNewBuyer, takeOutOfStore } from './support/journey';
import { newPerson } from './support/people';
import { acceptTerms, CARD_APPROVED, fillCard, openLoggedIn, registerPin, typePin } from './support/wallet';
import { openGestaoSection } from './support/gestao';
import { watchNetwork } from './support/quiet-network';

const PIN = '8642';
const ASSOCIATION = 'Sociedade Demo de Oftalmologia';
const verdict = (page: Page) => page.locator('.checkin-verdict');

/** Maria's points of this year toward the demo association's goal (other specs may have given her some). */
async function mariasPoints(request: APIRequestContext, token: string) {
  const res = await request.get('/api/documentos/pontos', { headers: bearer(token) });
  const goal = ((await res.json()) as UpdatePoints).associations.find(
    (a) => a.associationName === ASSOCIATION,
  );
  return goal?.perYear.find((y) => y.year === Number(daySp(0).slice(0, 4)))?.points ?? 0;
}

/** Maria's ticket to the event, as "Meus ingressos" has it. */
async function ticketOf(request: APIRequestContext, token: string, name: string) {
  const res = await request.get('/api/ingressos', { headers: bearer(token) });
  return ((await res.json()) as MemberTicket[]).find((t) => t.eventName === name)!;
}

/** The holder's certificate of the event, as their documents list it. */
async function certificateOf(request: APIRequestContext, token: string, name: string) {
  const res = await request.get('/api/documentos/certificados', { headers: bearer(token) });
  return ((await res.json()) as EventCertificates).certificates.find((c) => c.eventName === name);
}

test('the whole journey: staff create an event, Maria and a buyer with no login buy it, the door, certificates and points', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const name = `Congresso Jornada E2E ${Date.now().toString(36)}`;
  const gestor = await staffToken(request, GESTOR);
  const maria = await tokenFor(request, MARIA);
  await acceptTerms(request, maria);
  const pointsBefore = await mariasPoints(request, maria);
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  try {
    // Staff create the event in Eventos, with its sessions, lot, points and minimum attendance.
    await installChangingCamera(page.context());
    await page.setViewportSize({ width: 1280, height: 900 });
    await staffLoginThroughForm(page, GESTOR);
    await openGestaoSection(page, 'Eventos');
    await page.getByRole('button', { name: 'Novo evento' }).click();
    const form = page.getByRole('form', { name: 'Novo evento' });
    await fillJourneyEvent(form, name);
    await form.getByRole('button', { name: 'Criar evento' }).click();
    await expect(page.getByRole('status').first()).toHaveText(EVENT_MSG.created, { timeout: 20_000 });
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('0 de 40');
    const productPath = (await row.getByRole('link', { name: /^\/produto\// }).getAttribute('href'))!;

    // Maria buys it in the store by PIX (the sandbox's payer pays the QR).
    await request.post('/api/sandbox/esquecer-pin', { headers: bearer(maria) });
    await registerPin(request, maria, PIN);
    const member = await browser.newContext({
      baseURL,
      locale,
      timezoneId,
      viewport: { width: 1280, height: 900 },
    });
    const mariaPage = await member.newPage();
    await openLoggedIn(mariaPage, maria, '/loja');
    const card = mariaPage.getByRole('region', { name: 'Produtos' }).getByRole('article', { name });
    await card.getByRole('link', { name }).click();
    await mariaPage.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await expect(mariaPage.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
    await mariaPage.getByRole('radio', { name: /PIX/ }).check();
    const created = mariaPage.waitForResponse('**/api/fluxo/efetuarTransacao');
    await mariaPage.getByRole('button', { name: 'Confirmar Transação' }).click();
    await typePin(mariaPage, PIN);
    await mariaPage.getByRole('button', { name: 'Continuar' }).click();
    const { TRANSACAO } = (await (await created).json()) as EfetuarTransacaoResponse;
    expect((await request.post(`/api/sandbox/pix/${TRANSACAO!.ID_ZOOP_TRANSACAO}/pagar`)).ok()).toBe(true);
    // An event's payment ends pointing to the ticket in "Meus ingressos".
    const confirmed = mariaPage.getByRole('region', { name: WALLET_TEXT.eventPaidTitle });
    await expect(confirmed).toBeVisible({ timeout: 15_000 });
    await confirmed.getByRole('link', { name: WALLET_TEXT.myTickets }).click();
    await expect(mariaPage.getByRole('heading', { name, exact: true })).toBeVisible();
    const mariaTicket = await ticketOf(request, maria, name);
    expect(mariaTicket.status).toBe('valid');

    // A buyer with no login buys it by card on its public page; the purchase opens their account.
    const buyer = newPerson('Jornada');
    const outsider = await browser.newContext({
      baseURL,
      locale,
      timezoneId,
      viewport: { width: 1280, height: 900 },
    });
    const shop = await outsider.newPage();
    await shop.goto(productPath);
    await expect(shop.getByRole('heading', { name })).toBeVisible();
    await fillNewBuyer(shop, buyer);
    await shop.getByRole('button', { name: 'Comprar' }).click();
    await expect(shop.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
    await shop.getByText('Cartão de Crédito', { exact: true }).click();
    await fillCard(shop, CARD_APPROVED);
    await shop.getByRole('button', { name: 'Confirmar Transação' }).click();
    const done = shop.waitForResponse('**/api/access/compra-concluida');
    await expect(shop.getByRole('alertdialog')).toContainText(COMMON_MSG.cardPaid, { timeout: 15_000 });
    await shop.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    const buyerTicket = ((await (await done).json()) as CompletedPurchase).ticket!;
    const shown = shop.getByRole('region', { name: PURCHASE_DONE.ticket });
    await expect(shown.getByRole('heading', { name })).toBeVisible();
    await expect(shown.getByText(buyerTicket.code)).toBeVisible();
    await shown.getByRole('link', { name: PURCHASE_DONE.myTickets }).click();
    await expect(shop.getByRole('heading', { name: 'Meus ingressos' })).toBeVisible();
    await expect(shop.getByText(buyerTicket.code)).toBeVisible();
    await outsider.close();

    // The door, camera in hand: Maria comes in.
    await page.bringToFront();
    await openGestaoSection(page, 'Check-in');
    await page.getByLabel('Evento').selectOption({ label: name });
    await expect(page.getByText(DOOR_MSG.pointCamera)).toBeVisible();
    await showOnCamera(page, mariaTicket.qrPayload);
    await expect(verdict(page)).toContainText(CHECKIN_VERDICT.confirmed);
    await expect(verdict(page)).toContainText('Maria Demo Silva');

    // A phone at the door keeps the list, loses the network, confirms the buyer and syncs.
    const door = await browser.newContext({
      baseURL,
      locale,
      timezoneId,
      viewport: { width: 390, height: 844 },
    });
    await installChangingCamera(door);
    const device = await door.newPage();
    const network = watchNetwork(device);
    await device.bringToFront();
    await staffLoginThroughForm(device, GESTOR);
    await openGestaoSection(device, 'Check-in');
    await device.getByLabel('Evento').selectOption({ label: name });
    await expect(device.getByText(DOOR_MSG.bookKept(2))).toBeVisible({ timeout: 15_000 });
    await network.quiet();
    await door.setOffline(true);
    await expect(device.getByText(DOOR_MSG.offline)).toBeVisible();
    await showOnCamera(device, buyerTicket.qrPayload);
    await expect(verdict(device)).toContainText(CHECKIN_VERDICT.confirmed);
    await expect(verdict(device)).toContainText(buyer.nome);
    await expect(verdict(device)).toContainText(DOOR_MSG.checkedOnDevice);
    await expect(device.getByText(DOOR_MSG.pending(1))).toBeVisible();
    await door.setOffline(false);
    await expect(device.getByText(/aguardando envio/)).toHaveCount(0, { timeout: 15_000 });
    await door.close();

    // Back at the first door, the buyer's ticket shown again is refused: it was taken by the phone.
    await page.bringToFront();
    await showOnCamera(page, buyerTicket.qrPayload);
    await expect(verdict(page)).toContainText(CHECKIN_VERDICT.alreadyUsed);
    await expect(verdict(page)).toContainText(buyer.nome);

    // After the event: "Emitir certificados" on its page; each reached the minimum attendance.
    await openGestaoSection(page, 'Eventos');
    await page.getByRole('link', { name, exact: true }).click();
    const registrations = page.getByRole('region', { name: 'Inscrições' });
    for (const who of ['Maria Demo Silva', buyer.nome]) {
      await expect(registrations.getByRole('row', { name: new RegExp(who) })).toContainText('1/2');
    }
    // Until it ends (tomorrow at 18:00) "Emitir certificados" waits; the day after, the job issues them.
    await expect(page.getByRole('button', { name: EVENT_DESK_MSG.issueCertificates })).toBeDisabled();
    await expect(
      page.getByText(`Os certificados só podem ser emitidos depois do fim do evento (`),
    ).toBeVisible();
    // The job the day it ends leaves it (it issues what ended before: other tests' courses of today).
    await request.post('/api/sandbox/jobs/certificados', { data: { at: `${daySp(-1)}T00:20:00-03:00` } });
    expect(await certificateOf(request, maria, name)).toBeUndefined();
    const job = await request.post('/api/sandbox/jobs/certificados', {
      data: { at: `${daySp(-2)}T00:20:00-03:00` },
    });
    expect(await job.json()).toMatchObject({ issued: 2 });
    const certificate = await certificateOf(request, maria, name);

    // Maria's certificate verifies at /verificar, and its points show in "Pontos de atualização".
    await mariaPage.goto(`/verificar/${certificate!.code}`);
    await expect(mariaPage.getByText('Válida', { exact: true })).toBeVisible();
    await expect(mariaPage.getByText('Certificado de participação').first()).toBeVisible();
    await expect(mariaPage.getByText(name).first()).toBeVisible();
    await openLoggedIn(mariaPage, maria, '/perfil');
    await mariaPage.getByRole('link', { name: 'Pontos de atualização' }).click();
    const goal = mariaPage.getByRole('region', { name: ASSOCIATION });
    const year = goal.getByRole('row', { name: new RegExp(`^${daySp(0).slice(0, 4)}`) });
    await expect(year.getByRole('cell').first()).toHaveText(String(pointsBefore + 7));
    await member.close();
  } finally {
    const event = await eventNamed(request, gestor, name);
    if (event) await takeOutOfStore(request, gestor, event.productId);
    // Maria as the seed has her, with no PIN, for the specs that register it on Home.
    await request.post('/api/sandbox/esquecer-pin', { headers: bearer(maria) });
  }
});
