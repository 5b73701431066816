import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CHECKIN_VERDICT } from '../../domain/congress-messages';
import { DOOR_MSG } from '../../domain/door-messages';
import type { Registration } from '../../domain/contract/gestao-event-desk';
import type { GestaoEvent } from '../../domain/contract/gestao-events';
import { expectAccessible } from './support/a11y';
import { freshCpf } from './support/cpf';
import { loginThroughForm, MARIA } from './support/demo';
import { bearer, GESTOR, staffLoginThroughForm, staffToken } from './support/gestao-staff';
import { openGestaoSection } from './support/gestao';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** YYYY-MM-DD in São Paulo, `back` days before today. */
const daySp = (back: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() - back * 86_400_000),
  );

/** A three-day course that ended yesterday: sessions on the three days before today; 60% earns it. */
async function threeDayCourse(request: APIRequestContext, token: string, name: string): Promise<GestaoEvent> {
  const days = [daySp(3), daySp(2), daySp(1)];
  const res = await request.post('/api/gestao/events', {
    headers: bearer(token),
    data: {
      name,
      description: '<p>Curso de três dias.</p>',
      startsAt: `${days[0]}T00:00:00-03:00`,
      endsAt: `${days[2]}T23:59:00-03:00`,
      place: 'Auditório Demo, São Paulo - SP',
      capacity: 10,
      hours: 12,
      points: 6,
      minAttendancePercent: 60,
      sessions: days.map((day) => ({ day, startsAt: '00:00', endsAt: '23:59' })),
      prices: [{ categoryId: 601, amountCentavos: 30_000 }],
      lots: [],
      inStore: false,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { event: GestaoEvent }).event;
}

test("certificates: attendance per session, Emitir certificados, /verificar and the member's Documentos", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const gestor = await staffToken(request, GESTOR);
  const name = `Curso Certificados E2E ${Date.now().toString(36)}`;
  const course = await threeDayCourse(request, gestor, name);
  const guest = {
    name: 'Dr. Convidado de Um Dia',
    cpf: freshCpf(),
    email: `umdia.${Date.now()}@exemplo.com.br`,
  };
  const codes: string[] = [];
  for (const person of [{ name: 'Maria Demo Silva', cpf: '529.982.247-25', email: MARIA.usuario }, guest]) {
    const res = await request.post(`/api/gestao/events/${course.id}/courtesies`, {
      headers: bearer(gestor),
      data: person,
    });
    expect(res.status()).toBe(201);
    codes.push(((await res.json()) as { registration: Registration }).registration.code);
  }
  // The door device was offline the three days: it syncs now (Maria every day, the guest the last).
  const synced = await request.post(`/api/gestao/checkin/events/${course.id}/scans`, {
    headers: bearer(gestor),
    data: {
      deviceId: 'porta-offline',
      scans: [
        ...[3, 2, 1].map((back) => ({ code: codes[0], scannedAt: `${daySp(back)}T09:00:00-03:00` })),
        { code: codes[1], scannedAt: `${daySp(1)}T09:05:00-03:00` },
      ],
    },
  });
  expect(synced.ok()).toBe(true);

  // Today the event is over: the door says so and lets nobody in.
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffLoginThroughForm(page, GESTOR);
  await openGestaoSection(page, 'Check-in');
  await page.getByLabel('Evento').selectOption({ label: name });
  await page.getByLabel('Código do ingresso').fill(codes[1]!);
  await page.getByRole('button', { name: 'Confirmar entrada', exact: true }).click();
  await expect(page.locator('.checkin-verdict')).toContainText(CHECKIN_VERDICT.ended);
  await expect(page.locator('.checkin-verdict')).toContainText(
    `Este evento terminou em ${daySp(1).split('-').reverse().join('/')} às 23:59.`,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/porta-evento-encerrado-1280.png`, fullPage: true });
  // At 390 px with no network, the door answers the same from the book it keeps.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().setOffline(true);
  await page.getByLabel('Código do ingresso').fill(codes[0]!);
  await page.getByRole('button', { name: 'Confirmar entrada', exact: true }).click();
  await expect(page.locator('.checkin-verdict')).toContainText(DOOR_MSG.checkedOnDevice);
  await expect(page.locator('.checkin-verdict')).toContainText(CHECKIN_VERDICT.ended);
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/porta-evento-encerrado-offline-390.png`, fullPage: true });
  await page.context().setOffline(false);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The event's page: Presença, then Emitir certificados.
  await openGestaoSection(page, 'Eventos');
  await page.getByRole('link', { name }).click();
  const mariaRow = page.getByRole('row', { name: /Maria Demo Silva/ });
  const guestRow = page.getByRole('row', { name: new RegExp(guest.name) });
  await expect(mariaRow.getByRole('cell').filter({ hasText: '3/3' })).toBeVisible();
  await expect(guestRow.getByRole('cell').filter({ hasText: '1/3' })).toBeVisible();
  await page.getByRole('button', { name: 'Emitir certificados' }).click();
  await expect(page.getByRole('status').first()).toHaveText(
    '1 certificado emitido. 1 inscrição abaixo da frequência mínima.',
  );
  await expect(mariaRow).toContainText('Certificado emitido');
  await expect(guestRow).not.toContainText('Certificado emitido');
  // Issuing again makes no second certificate.
  await page.getByRole('button', { name: 'Emitir certificados' }).click();
  await expect(page.getByRole('status').first()).toHaveText(
    '0 certificados emitidos. 1 já tinha certificado. 1 inscrição abaixo da frequência mínima.',
  );
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/evento-certificados-1280.png`, fullPage: true });

  // Maria finds it in Documentos, at 390 px.
  const member = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 } });
  const phone = await member.newPage();
  await loginThroughForm(phone, MARIA);
  await expect(phone).not.toHaveURL(/\/login/);
  await phone.goto('/documentos');
  const section = phone.getByRole('region', { name: 'Certificados de eventos' });
  await expect(section.getByText(name)).toBeVisible();
  await section.getByRole('button', { name: `Gerar PDF do certificado de ${name}` }).click();
  const download = phone.waitForEvent('download');
  await section.getByRole('link', { name: 'Baixar PDF' }).click();
  const file = await (await download).path();
  const text = execFileSync('pdftotext', ['-layout', file!, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('Certificado de participação');
  expect(text).toContain('Maria Demo Silva - CPF ***.982.247-**');
  expect(text).toContain('Carga horária cumprida: 12 h de 12 h');
  expect(text).toContain('Pontos de atualização: 6');
  await expectAccessible(phone);
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/documentos-certificados-390.png`, fullPage: true });

  // /verificar confirms it.
  const code = (await section.locator('.documents-code').textContent())!.trim();
  await phone.goto(`/verificar/${code}`);
  await expect(phone.getByText('Válida', { exact: true })).toBeVisible();
  await expect(phone.getByText('Certificado de participação').first()).toBeVisible();
  await expect(phone.getByText(name).first()).toBeVisible();
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/verificar-certificado-390.png`, fullPage: true });
  // Its points count toward the association's goal in "Pontos de atualização" (Perfil).
  await phone.goto('/perfil');
  await phone.getByRole('link', { name: 'Pontos de atualização' }).click();
  const goal = phone.getByRole('region', { name: 'Sociedade Demo de Oftalmologia' });
  await expect(goal.getByRole('progressbar', { name: /^Meta de pontos: \d+ de 100$/ })).toBeVisible();
  const thisYear = daySp(0).slice(0, 4);
  const yearRow = goal.getByRole('row', { name: new RegExp(`^${thisYear}`) });
  await expect(yearRow.getByRole('cell').first()).toHaveText(/^([6-9]|\d{2,})$/);
  await expectAccessible(phone);
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/pontos-390.png`, fullPage: true });
  await member.close();
});
