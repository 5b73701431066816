import { expect, test } from '@playwright/test';
import { EVENT_MSG } from '../../domain/congress-messages';
import type { GestaoEvent } from '../../domain/contract/gestao-events';
import { expectAccessible } from './support/a11y';
import { openGestaoSection } from './support/gestao';
import { bearer, GESTOR, staffLoginThroughForm, staffToken } from './support/gestao-staff';

const SHOTS = process.env.E2E_SCREENSHOTS;

for (const width of [390, 1280]) {
  test(`Eventos: a saved event is edited — place, end, description and a new lot (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const name = `Curso editado E2E ${width} ${Date.now().toString(36)}`;
    const token = await staffToken(request, GESTOR);
    const created = await request.post('/api/gestao/events', {
      headers: bearer(token),
      data: {
        name,
        description: '<p>Curso de um dia.</p>',
        startsAt: '2027-06-12T08:00:00-03:00',
        endsAt: '2027-06-12T18:00:00-03:00',
        place: 'Auditório Demo, São Paulo - SP',
        capacity: 20,
        hours: 8,
        points: 4,
        minAttendancePercent: 100,
        sessions: [{ day: '2027-06-12', startsAt: '08:00', endsAt: '18:00' }],
        prices: [{ categoryId: 601, amountCentavos: 30_000 }],
        lots: [],
        inStore: false,
      },
    });
    expect(created.status()).toBe(201);
    const event = ((await created.json()) as { event: GestaoEvent }).event;

    await page.setViewportSize({ width, height: 900 });
    await staffLoginThroughForm(page, GESTOR);
    await openGestaoSection(page, 'Eventos');
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Editar evento' }).click();
    const form = page.getByRole('form', { name: 'Editar evento' });
    await expect(form.getByLabel('Local')).toHaveValue('Auditório Demo, São Paulo - SP');
    await expect(form.getByLabel('Descrição')).toHaveValue('Curso de um dia.');
    await form.getByLabel('Local').fill('Sala 2, Hotel Demo, Campinas - SP');
    await form.getByLabel('Fim').fill('2027-06-12T19:00');
    await form.getByLabel('Descrição').fill('Curso de um dia.\n\nCom prática em grupo.');
    await form.getByRole('button', { name: 'Adicionar lote' }).click();
    await form.getByLabel('Último dia do 1º lote').fill('2027-04-30');
    await form.getByLabel('1º lote Titular (R$)').fill('250,00');
    await expectAccessible(page, `/gestao/eventos/${event.id} (Editar evento, ${width} px)`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/evento-editar-${width}.png`, fullPage: true });
    await form.getByRole('button', { name: 'Salvar alterações' }).click();

    await expect(page.getByRole('status').filter({ hasText: EVENT_MSG.updated })).toBeVisible();
    await expect(form).toBeHidden();
    await expect(
      page.getByText('12/06/2027 08:00 a 12/06/2027 19:00 · Sala 2, Hotel Demo, Campinas - SP'),
    ).toBeVisible();
    const saved = await request.get('/api/gestao/events', { headers: bearer(token) });
    const after = ((await saved.json()) as { events: GestaoEvent[] }).events.find((e) => e.id === event.id)!;
    expect(after).toMatchObject({
      place: 'Sala 2, Hotel Demo, Campinas - SP',
      endsAt: '2027-06-12T22:00:00.000Z',
      description: '<p>Curso de um dia.</p><p>Com prática em grupo.</p>',
      lots: [{ categoryId: 601, lastDay: '2027-04-30', amountCentavos: 25_000 }],
    });
  });
}
