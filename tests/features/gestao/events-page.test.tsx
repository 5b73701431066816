import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MSG } from '../../../domain/congress-messages';
import type { GestaoEvent } from '../../../domain/contract/gestao-events';
import EventsPage from '../../../src/features/gestao/components/events/events-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const congress: GestaoEvent = {
  id: 1,
  productId: 9,
  hash: 'congresso-retina-2027',
  name: 'Congresso Demo Brasileiro de Retina 2027',
  description: '',
  inStore: true,
  startsAt: '2027-08-19T11:00:00.000Z',
  endsAt: '2027-08-21T16:00:00.000Z',
  place: 'Centro de Convenções Frei Caneca, São Paulo - SP',
  capacity: 300,
  registrations: 300,
  soldOut: true,
  hours: 25,
  points: 20,
  minAttendancePercent: 75,
  sessions: [],
  prices: [],
  lots: [],
};

function renderEvents() {
  let created = false;
  const api = fakeApi({
    'gestao/events': (body) => {
      if (body === undefined) return { events: [congress] };
      created = true;
      return { event: { ...congress, id: 2, name: 'Jornada Demo', soldOut: false, registrations: 0 } };
    },
    'gestao/categories': () => ({
      categories: [
        {
          categoryId: 501,
          name: 'Aspirante',
          annuityCentavos: 62_400,
          annuityPromoCentavos: null,
          annuityPromoUntil: null,
        },
        {
          categoryId: 601,
          name: 'Titular',
          annuityCentavos: 78_000,
          annuityPromoCentavos: null,
          annuityPromoUntil: null,
        },
      ],
      available: [],
    }),
  });
  renderRoute('/gestao/eventos', [{ path: '/gestao/eventos', element: <EventsPage /> }]);
  return { ...api, wasCreated: () => created };
}

describe('Eventos', () => {
  it('lists the events with their seats: a full one reads "Esgotado"', async () => {
    renderEvents();
    expect(await screen.findByRole('rowheader', { name: congress.name })).toBeVisible();
    expect(screen.getByText(EVENT_MSG.soldOut)).toBeVisible();
    expect(screen.getByText('19/08/2027 08:00')).toBeVisible();
  });

  it('"Novo evento" sends the dates in São Paulo time, sessions, prices and a lot', async () => {
    const user = userEvent.setup();
    const { calls, wasCreated } = renderEvents();
    await user.click(await screen.findByRole('button', { name: 'Novo evento' }));
    await user.type(await screen.findByLabelText('Nome'), 'Jornada Demo');
    fireEvent.change(screen.getByLabelText('Início'), { target: { value: '2027-05-14T08:00' } });
    fireEvent.change(screen.getByLabelText('Fim'), { target: { value: '2027-05-14T18:00' } });
    await user.type(screen.getByLabelText('Local'), 'Hotel Demo');
    await user.type(screen.getByLabelText('Vagas'), '120');
    await user.type(screen.getByLabelText('Carga horária (horas)'), '10');
    await user.clear(screen.getByLabelText('Pontos de atualização'));
    await user.type(screen.getByLabelText('Pontos de atualização'), '8');
    fireEvent.change(screen.getByLabelText('Dia da sessão 1'), { target: { value: '2027-05-14' } });
    await user.type(screen.getByLabelText('Preço Titular (R$)'), '400,00');
    // A lot without its day is refused before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Adicionar lote' }));
    await user.type(screen.getByLabelText('1º lote Titular (R$)'), '320');
    await user.click(screen.getByRole('button', { name: 'Criar evento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_MSG.lotInvalid);
    fireEvent.change(screen.getByLabelText('Último dia do 1º lote'), { target: { value: '2027-02-28' } });
    expect(screen.getByText('1º lote até 28/02')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Criar evento' }));
    const created = await screen.findByText(EVENT_MSG.created);
    expect(created).toBeVisible();
    // The form closed: the message above where it stood takes the focus (a phone scrolls to it).
    expect(created).toHaveFocus();
    expect(created).toHaveAttribute('role', 'status');
    expect(wasCreated()).toBe(true);
    const sent = calls.filter((c) => c.path === 'gestao/events' && c.body !== undefined);
    expect(sent.map((c) => c.body)).toEqual([
      {
        name: 'Jornada Demo',
        description: '',
        startsAt: '2027-05-14T08:00:00-03:00',
        endsAt: '2027-05-14T18:00:00-03:00',
        place: 'Hotel Demo',
        capacity: 120,
        hours: 10,
        points: 8,
        minAttendancePercent: 75,
        sessions: [{ day: '2027-05-14', startsAt: '08:00', endsAt: '18:00' }],
        prices: [{ categoryId: 601, amountCentavos: 40_000 }],
        lots: [{ categoryId: 601, lastDay: '2027-02-28', amountCentavos: 32_000 }],
        inStore: true,
      },
    ]);
  });
});
