import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MSG } from '../../../domain/congress-messages';
import type { EventBody, GestaoEvent } from '../../../domain/contract/gestao-events';
import EventPage from '../../../src/features/gestao/components/events/event-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const course: GestaoEvent = {
  id: 4,
  productId: 9,
  hash: 'curso-retina-2027',
  name: 'Curso Demo de Retina',
  description: '<p>Um dia de retina.</p><p>Com prática.<br>Traga o jaleco.</p>',
  inStore: true,
  startsAt: '2027-04-10T11:00:00.000Z',
  endsAt: '2027-04-10T21:00:00.000Z',
  place: 'Auditório Demo, São Paulo - SP',
  capacity: 10,
  registrations: 2,
  soldOut: false,
  hours: 8,
  points: 5,
  minAttendancePercent: 100,
  sessions: [{ day: '2027-04-10', startsAt: '08:00', endsAt: '18:00' }],
  prices: [{ categoryId: 601, amountCentavos: 20_000, categoryName: 'Titular' }],
  lots: [{ categoryId: 601, lastDay: '2027-02-28', amountCentavos: 15_000 }],
};

const CATEGORIES = {
  categories: [
    {
      categoryId: 601,
      name: 'Titular',
      annuityCentavos: 78_000,
      annuityPromoCentavos: null,
      annuityPromoUntil: null,
    },
  ],
  available: [],
};

function renderEvent(answerPut: (body: EventBody) => unknown) {
  return fakeApi({
    'gestao/events': () => ({ events: [course] }),
    'gestao/events/4': (body) => answerPut(body as EventBody),
    'gestao/events/4/registrations': () => ({ registrations: [] }),
    'gestao/events/4/pending-registrations': () => ({ pending: [] }),
    'gestao/events/4/duplicate-entries': () => ({ entries: [] }),
    'gestao/categories': () => CATEGORIES,
  });
}

const open = () =>
  renderRoute('/gestao/eventos/4', [{ path: '/gestao/eventos/:eventId', element: <EventPage /> }]);

describe('"Editar evento"', () => {
  it('opens with the event as saved and sends the changes with PUT', async () => {
    const user = userEvent.setup();
    const { calls } = renderEvent((body) => ({ event: { ...course, name: body.name, place: body.place } }));
    open();
    await user.click(await screen.findByRole('button', { name: 'Editar evento' }));
    const form = await screen.findByRole('form', { name: 'Editar evento' });
    expect(within(form).getByLabelText('Nome')).toHaveValue('Curso Demo de Retina');
    expect(within(form).getByLabelText('Descrição')).toHaveValue(
      'Um dia de retina.\n\nCom prática.\nTraga o jaleco.',
    );
    expect(within(form).getByLabelText('Início')).toHaveValue('2027-04-10T08:00');
    expect(within(form).getByLabelText('Fim')).toHaveValue('2027-04-10T18:00');
    expect(within(form).getByLabelText('Vagas')).toHaveValue('10');
    expect(within(form).getByLabelText('Preço Titular (R$)')).toHaveValue('200,00');
    expect(within(form).getByLabelText('Último dia do 1º lote')).toHaveValue('2027-02-28');
    expect(within(form).getByLabelText('1º lote Titular (R$)')).toHaveValue('150,00');

    await user.clear(within(form).getByLabelText('Local'));
    await user.type(within(form).getByLabelText('Local'), 'Sala 2, São Paulo - SP');
    fireEvent.change(within(form).getByLabelText('Fim'), { target: { value: '2027-04-10T19:00' } });
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));

    const updated = await screen.findByText(EVENT_MSG.updated);
    expect(updated).toBeVisible();
    // The form closed: its answer takes the focus.
    expect(updated).toHaveFocus();
    const put = calls.find((c) => c.path === 'gestao/events/4' && c.body !== undefined)!;
    expect(put.body).toMatchObject({
      name: 'Curso Demo de Retina',
      description: '<p>Um dia de retina.</p><p>Com prática.<br>Traga o jaleco.</p>',
      place: 'Sala 2, São Paulo - SP',
      startsAt: '2027-04-10T08:00:00-03:00',
      endsAt: '2027-04-10T19:00:00-03:00',
      capacity: 10,
      sessions: course.sessions,
      prices: [{ categoryId: 601, amountCentavos: 20_000 }],
      lots: [{ categoryId: 601, lastDay: '2027-02-28', amountCentavos: 15_000 }],
    });
    expect(screen.queryByRole('form', { name: 'Editar evento' })).toBeNull();
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    const user = userEvent.setup();
    const refusal = EVENT_MSG.lotWithSales('1º lote até 28/02');
    renderEvent(() => new Response(JSON.stringify({ ok: false, message: refusal }), { status: 409 }));
    open();
    await user.click(await screen.findByRole('button', { name: 'Editar evento' }));
    const form = await screen.findByRole('form', { name: 'Editar evento' });
    await user.click(within(form).getByRole('button', { name: 'Remover 1º lote' }));
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(form).findByText(refusal)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Editar evento' })).toBeInTheDocument();
  });
});

describe("the event's line", () => {
  it('says "1 de 1 vaga", the noun agreeing with the total', async () => {
    const one = { ...course, capacity: 1, registrations: 1 };
    fakeApi({
      'gestao/events': () => ({ events: [one] }),
      'gestao/events/4/registrations': () => ({ registrations: [] }),
      'gestao/events/4/pending-registrations': () => ({ pending: [] }),
      'gestao/events/4/duplicate-entries': () => ({ entries: [] }),
    });
    open();
    expect(await screen.findByText(/· 1 de 1 vaga$/)).toBeVisible();
  });
});
