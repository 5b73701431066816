import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CHECKIN_VERDICT, EVENT_DESK_MSG, EVENT_MSG } from '../../domain/congress-messages';
import { DOOR_MSG } from '../../domain/door-messages';
import type { GestaoEvent } from '../../domain/contract/gestao-events';
import { expectAccessible } from './support/a11y';
import { freshCpf } from './support/cpf';
import { parseExcelCsv } from './support/csv';
import { bearer, GESTOR, STAFF_PASSWORD, staffLoginThroughForm, staffToken } from './support/gestao-staff';
import { outbox } from './support/outbox';
import { openGestaoSection } from './support/gestao';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** A two-seat course of the demo association, sold by its public link only. */
async function twoSeatCourse(request: APIRequestContext, token: string, name: string): Promise<GestaoEvent> {
  const res = await request.post('/api/gestao/events', {
    headers: bearer(token),
    data: {
      name,
      description: '<p>Curso de um dia.</p>',
      startsAt: '2027-06-12T08:00:00-03:00',
      endsAt: '2027-06-12T18:00:00-03:00',
      place: 'Auditório Demo, São Paulo - SP',
      capacity: 2,
      hours: 8,
      points: 4,
      minAttendancePercent: 100,
      sessions: [{ day: '2027-06-12', startsAt: '08:00', endsAt: '18:00' }],
      prices: [{ categoryId: 601, amountCentavos: 30_000 }],
      lots: [],
      inStore: false,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { event: GestaoEvent }).event;
}

/** A recepção account of the demo association: invited by the gestora, the link used with a password. */
async function recepcaoAccount(request: APIRequestContext, gestor: string): Promise<string> {
  const email = `recepcao.${Date.now().toString(36)}@exemplo.com.br`;
  const invited = await request.post('/api/gestao/team/invitations', {
    headers: bearer(gestor),
    data: { name: 'Recepção E2E', email, role: 'recepcao' },
  });
  expect(invited.status()).toBe(201);
  let token = '';
  await expect
    .poll(async () => {
      token = /convite\/([A-Za-z0-9_-]+)/.exec((await outbox(request, email))[0]?.corpo ?? '')?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  const accepted = await request.post(`/api/gestao/invitations/${token}`, {
    data: { password: STAFF_PASSWORD },
  });
  expect(accepted.ok()).toBe(true);
  return email;
}

test("the event's page: Cortesia, Esgotado, CSV and cancellation; recepção checks in by Buscar", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const gestor = await staffToken(request, GESTOR);
  const name = `Curso Mesa E2E ${Date.now().toString(36)}`;
  const course = await twoSeatCourse(request, gestor, name);
  // Before the gestora's Sair below, which ends her sessions (this token too).
  const recepcao = await recepcaoAccount(request, gestor);
  const guests = [
    {
      name: 'Dra. Palestrante Convidada',
      cpf: freshCpf(),
      email: `palestrante.${Date.now()}@exemplo.com.br`,
    },
    { name: 'Dr. Convidado Especial', cpf: freshCpf(), email: `convidado.${Date.now()}@exemplo.com.br` },
  ];

  await page.setViewportSize({ width: 1280, height: 900 });
  await staffLoginThroughForm(page, GESTOR);
  await openGestaoSection(page, 'Eventos');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText(EVENT_DESK_MSG.searchEmpty)).toBeVisible();

  for (const guest of guests) {
    await page.getByRole('button', { name: 'Nova cortesia' }).click();
    const form = page.getByRole('form', { name: 'Nova cortesia' });
    await form.getByLabel('Nome').fill(guest.name);
    await form.getByLabel('CPF').fill(guest.cpf);
    await form.getByLabel('E-mail').fill(guest.email);
    if (SHOTS && guest === guests[0])
      await page.screenshot({ path: `${SHOTS}/evento-cortesia-1280.png`, fullPage: true });
    await form.getByRole('button', { name: 'Registrar cortesia' }).click();
    await expect(page.getByRole('status').first()).toHaveText(EVENT_DESK_MSG.courtesyAdded(guest.name));
    await expect(page.getByRole('row', { name: new RegExp(guest.name) })).toContainText(guest.cpf);
  }
  await expect(page.getByText(`${EVENT_MSG.soldOut}`, { exact: false }).first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/evento-1280.png`, fullPage: true });

  // The public page says "Esgotado" and offers no purchase.
  const buyer = await page.context().newPage();
  await buyer.goto(`/produto/${course.hash}`);
  await expect(buyer.getByRole('heading', { name })).toBeVisible();
  await expect(buyer.getByRole('status').filter({ hasText: EVENT_MSG.soldOut })).toBeVisible();
  await expect(buyer.getByRole('button', { name: /Comprar|Continuar/ })).toHaveCount(0);
  if (SHOTS) await buyer.screenshot({ path: `${SHOTS}/produto-esgotado-390.png`, fullPage: true });

  // The CSV: São Paulo time, CPF masked, the status column.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const rows = parseExcelCsv(await readFile((await (await download).path())!, 'utf8'));
  expect(rows[0]).toEqual(['data', 'nome', 'cpf', 'categoria', 'valor', 'situacao', 'codigo', 'entrada']);
  expect(rows.slice(1).map((r) => [r[1], r[2], r[5]])).toEqual(
    guests.map((g) => [g.name, g.cpf, 'Cortesia']),
  );
  expect(rows[1]![0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const revokedCode = rows[2]![6]!;

  // Cancelling the second guest revokes the ticket and frees the seat.
  const row = page.getByRole('row', { name: new RegExp(guests[1]!.name) });
  await row.getByRole('button', { name: 'Cancelar inscrição' }).click();
  await row.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(page.getByRole('status').first()).toHaveText(EVENT_DESK_MSG.cancelled(guests[1]!.name));
  await expect(row).toContainText('Cancelado');
  await buyer.reload();
  await expect(buyer.getByRole('heading', { name })).toBeVisible();
  await expect(buyer.getByText(EVENT_MSG.soldOut, { exact: true })).toHaveCount(0);
  await buyer.close();
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Nome ou CPF').fill(guests[0]!.cpf.slice(0, 7));
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/evento-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Sair' }).click();

  // Recepção: only Check-in; "Buscar" finds the guest; the revoked ticket is invalid.
  await staffLoginThroughForm(page, recepcao);
  await expect(page).toHaveURL(/\/gestao\/checkin$/);
  const menu = page.getByRole('navigation', { name: 'Gestão' });
  await menu.getByRole('button', { name: /^Menu/ }).click();
  await expect(menu.getByRole('link')).toHaveText(['Check-in']);
  await page.getByLabel('Evento').selectOption({ label: name });
  await page.getByLabel('Nome ou CPF').fill('Palestrante');
  await page.getByRole('button', { name: 'Buscar' }).click();
  // The course is on 12/06/2027: months before, the door opens for nobody yet, and says when it will.
  await page.getByRole('button', { name: `Confirmar entrada de ${guests[0]!.name}` }).click();
  await expect(page.getByText(CHECKIN_VERDICT.notYet)).toBeVisible();
  await expect(page.locator('.checkin-verdict')).toContainText(
    'A entrada abre em 12/06/2027 às 07:00, uma hora antes do início do evento.',
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkin-buscar-390.png`, fullPage: true });
  await page.getByLabel('Código do ingresso').fill(revokedCode);
  await page.getByRole('button', { name: 'Confirmar entrada', exact: true }).click();
  await expect(page.getByText(CHECKIN_VERDICT.invalid)).toBeVisible();
  await expectAccessible(page);
  // At 1280 px, and with no network from the book the device keeps, the door still waits for 07:00.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: `Confirmar entrada de ${guests[0]!.name}` }).click();
  await expect(page.locator('.checkin-verdict')).toContainText(CHECKIN_VERDICT.notYet);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkin-buscar-1280.png`, fullPage: true });
  await page.context().setOffline(true);
  await page.getByRole('button', { name: `Confirmar entrada de ${guests[0]!.name}` }).click();
  await expect(page.locator('.checkin-verdict')).toContainText(DOOR_MSG.checkedOnDevice);
  await expect(page.locator('.checkin-verdict')).toContainText(
    'A entrada abre em 12/06/2027 às 07:00, uma hora antes do início do evento.',
  );
  await page.context().setOffline(false);
  // Any other screen sends recepção back to the door.
  await page.goto('/gestao/membros');
  await expect(page).toHaveURL(/\/gestao\/checkin$/);
});
