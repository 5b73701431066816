import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECKIN_VERDICT, EVENT_DESK_MSG } from '../../../domain/congress-messages';
import type { Registration } from '../../../domain/contract/gestao-event-desk';
import type { StaffProfile } from '../../../domain/contract/gestao-session';
import { rootReducer } from '../../../src/app/store';
import CheckinPage from '../../../src/features/gestao/components/events/checkin-page';
import EventPage from '../../../src/features/gestao/components/events/event-page';
import { GestaoApp } from '../../../src/features/gestao/components/gestao-app';
import { staffSessionSlice } from '../../../src/features/gestao/staff-session';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

beforeAll(() => {
  rootReducer.inject(staffSessionSlice);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const maria: Registration = {
  itemId: 11,
  ticketId: 4,
  code: 'K7M2Q9XA',
  name: 'Maria Demo Silva',
  cpf: '529.982.247-25',
  category: 'Titular',
  status: 'paid',
  paidCentavos: 20_000,
  paidAt: '2027-03-01T13:00:00.000Z',
  checkedInAt: '2027-04-10T11:01:00.000Z',
  attendedSessions: 1,
  sessions: 1,
  certified: false,
};
const guest: Registration = {
  ...maria,
  itemId: 12,
  ticketId: 5,
  code: 'PAL35TRA',
  name: 'Dra. Convidada Palestrante',
  cpf: '111.444.777-35',
  category: 'Cortesia',
  status: 'courtesy',
  paidCentavos: 0,
  checkedInAt: null,
};

/** The q of each GET the page sent to a path. */
const queries = (path: string) =>
  vi
    .mocked(fetch)
    .mock.calls.map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === `/api/${path}`)
    .map((url) => url.searchParams.get('q'));

describe("The event's page in the back office", () => {
  it('lists registrations, searches by name or CPF, adds a Cortesia and cancels with refund', async () => {
    const user = userEvent.setup();
    let list = [maria];
    const { calls } = fakeApi({
      'gestao/events': () => ({ events: [] }),
      'gestao/events/7/registrations': () => ({ registrations: list }),
      'gestao/events/7/courtesies': () => {
        list = [maria, guest];
        return { registration: guest };
      },
      'gestao/events/7/registrations/11/cancel': () => {
        list = [{ ...maria, status: 'cancelled' }, guest];
        return { registration: list[0], refundedCentavos: 20_000 };
      },
    });
    renderRoute('/gestao/eventos/7', [{ path: '/gestao/eventos/:eventId', element: <EventPage /> }]);
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Maria Demo Silva/ });
    expect(row).toHaveTextContent('529.982.247-25');
    expect(row).toHaveTextContent('Titular');
    expect(row).toHaveTextContent(/R\$\s200,00 · Pago/);
    expect(row).toHaveTextContent('10/04/2027 08:01');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();

    await user.type(screen.getByLabelText('Nome ou CPF'), '529.982');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(queries('gestao/events/7/registrations')).toContain('529.982'));

    await user.click(screen.getByRole('button', { name: 'Nova cortesia' }));
    const form = screen.getByRole('form', { name: 'Nova cortesia' });
    await user.type(within(form).getByLabelText('Nome'), guest.name);
    await user.type(within(form).getByLabelText('CPF'), '11144477735');
    await user.type(within(form).getByLabelText('E-mail'), 'palestrante@exemplo.com.br');
    await user.click(within(form).getByRole('button', { name: 'Registrar cortesia' }));
    expect(await screen.findByText(EVENT_DESK_MSG.courtesyAdded(guest.name))).toBeVisible();
    expect(calls.find((c) => c.path === 'gestao/events/7/courtesies')!.body).toEqual({
      name: guest.name,
      cpf: '11144477735',
      email: 'palestrante@exemplo.com.br',
    });
    expect(await screen.findByRole('row', { name: /Dra\. Convidada Palestrante/ })).toHaveTextContent(
      'Cortesia',
    );

    const mariaRow = screen.getByRole('row', { name: /Maria Demo Silva/ });
    await user.click(within(mariaRow).getByRole('button', { name: 'Cancelar inscrição' }));
    expect(within(mariaRow).getByText(/Estornar R\$\s200,00 e revogar o ingresso\?/)).toBeVisible();
    await user.click(within(mariaRow).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await screen.findByText(EVENT_DESK_MSG.cancelled('Maria Demo Silva'))).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Maria Demo Silva/ })).toHaveTextContent('Cancelado'),
    );
  });

  it('lists the registrations waiting for their boleto apart, with the due date, and cancels one', async () => {
    const user = userEvent.setup();
    let pending = [
      {
        itemId: 21,
        name: 'Bruno Boleto Pendente',
        cpf: '111.444.777-35',
        category: 'Titular',
        amountCentavos: 20_000,
        dueDate: '2027-03-05',
        issuedAt: '2027-03-02T13:00:00.000Z',
      },
    ];
    const { calls } = fakeApi({
      'gestao/events': () => ({ events: [] }),
      'gestao/events/7/registrations': () => ({ registrations: [maria] }),
      'gestao/events/7/pending-registrations': () => ({ pending }),
      'gestao/events/7/registrations/21/cancel': () => {
        pending = [];
        return { registration: null, refundedCentavos: 0 };
      },
    });
    renderRoute('/gestao/eventos/7', [{ path: '/gestao/eventos/:eventId', element: <EventPage /> }]);
    const waiting = await screen.findByRole('region', { name: EVENT_DESK_MSG.pendingTitle });
    expect(within(waiting).getByText('Aguardando pagamento (1)')).toBeVisible();
    const row = within(waiting).getByRole('row', { name: /Bruno Boleto Pendente/ });
    expect(row).toHaveTextContent('Aguardando pagamento (boleto) · vence em 05/03/2027');
    expect(row).toHaveTextContent(/R\$\s200,00/);
    // The paid list does not hold it.
    const paid = screen.getByRole('region', { name: 'Inscrições' });
    expect(within(paid).queryByText('Bruno Boleto Pendente')).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Cancelar inscrição' }));
    expect(within(row).getByText(EVENT_DESK_MSG.pendingConfirm)).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await screen.findByText(EVENT_DESK_MSG.pendingCancelled('Bruno Boleto Pendente'))).toBeVisible();
    expect(calls.some((c) => c.path === 'gestao/events/7/registrations/21/cancel')).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: EVENT_DESK_MSG.pendingTitle })).toBeNull(),
    );
  });

  it('shows the refusal of a Cortesia as the server words it', async () => {
    const user = userEvent.setup();
    fakeApi({
      'gestao/events': () => ({ events: [] }),
      'gestao/events/7/registrations': () => ({ registrations: [] }),
      'gestao/events/7/courtesies': () =>
        new Response(JSON.stringify({ ok: false, message: EVENT_DESK_MSG.courtesyCpfInvalid }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    });
    renderRoute('/gestao/eventos/7', [{ path: '/gestao/eventos/:eventId', element: <EventPage /> }]);
    expect(await screen.findByText(EVENT_DESK_MSG.searchEmpty)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Nova cortesia' }));
    await user.click(screen.getByRole('button', { name: 'Registrar cortesia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_DESK_MSG.courtesyCpfInvalid);
  });
});

describe('Check-in: Buscar', () => {
  it('finds a person by name and confirms the entrance by their code', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'gestao/checkin/events': () => ({
        events: [{ id: 7, name: 'Curso Demo da Porta', startsAt: '2027-04-10T11:00:00.000Z' }],
      }),
      'gestao/checkin/events/7/search': () => ({ registrations: [guest] }),
      'gestao/checkin/events/7/scans': () => ({
        results: [
          {
            verdict: 'confirmed',
            ticketId: guest.ticketId,
            name: guest.name,
            category: 'Titular',
            firstScannedAt: '2027-04-10T11:02:00.000Z',
            firstDeviceId: 'porta-a',
          },
        ],
      }),
    });
    renderRoute('/gestao/checkin', [{ path: '/gestao/checkin', element: <CheckinPage /> }]);
    await screen.findByRole('option', { name: 'Curso Demo da Porta' });
    await user.selectOptions(screen.getByLabelText('Evento'), '7');
    await user.type(screen.getByLabelText('Nome ou CPF'), 'Palestrante');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.click(await screen.findByRole('button', { name: `Confirmar entrada de ${guest.name}` }));
    expect(await screen.findByText(CHECKIN_VERDICT.confirmed)).toBeVisible();
    expect(queries('gestao/checkin/events/7/search')).toEqual(['Palestrante']);
    const sent = calls.find((c) => c.path === 'gestao/checkin/events/7/scans')!.body as {
      scans: { code: string }[];
    };
    expect(sent.scans.map((s) => s.code)).toEqual([guest.code]);
  });
});

describe('Recepção in the back office', () => {
  it('sees only Check-in in the menu and lands there', async () => {
    const RECEPCAO: StaffProfile = {
      id: 9,
      name: 'Recepção Demo',
      email: 'recepcao@exemplo.com.br',
      role: 'recepcao',
      associationId: 428,
      associationName: 'Sociedade Demo de Oftalmologia',
    };
    fakeApi({
      'gestao/login': () => ({ token: 'token-9', staff: RECEPCAO }),
      'gestao/me': () => ({ staff: RECEPCAO }),
      'gestao/checkin/events': () => ({ events: [] }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/gestao/login', [{ path: '/gestao/*', element: <GestaoApp /> }]);
    await user.type(await screen.findByLabelText('E-mail'), RECEPCAO.email);
    await user.type(screen.getByLabelText('Senha'), 'Quita@2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gestao/checkin'));
    const menu = screen.getByRole('navigation', { name: 'Gestão' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Check-in']);
    expect(screen.getByRole('banner')).toHaveTextContent('Recepção Demo (Recepção)');
  });
});

const pedro: Registration = {
  ...maria,
  itemId: 12,
  ticketId: 5,
  name: 'Pedro Demo Costa',
  attendedSessions: 1,
  sessions: 3,
};

// Certificates are issued only after the event ends (issue 38 item 10): an event of last year.
const endedEvent = {
  id: 7,
  productId: 70,
  hash: 'curso-da-porta',
  name: 'Curso Demo da Porta',
  startsAt: '2025-04-10T11:00:00.000Z',
  endsAt: '2025-04-10T20:00:00.000Z',
  place: 'Auditório',
  capacity: 100,
  registrations: 2,
  soldOut: false,
  hours: 8,
  points: 7,
  minAttendancePercent: 75,
  sessions: [],
  prices: [],
  lots: [],
};

describe('"Presença" and "Emitir certificados" on the event\'s page', () => {
  it("shows each registration's sessions attended, issues the certificates and says what it did", async () => {
    const user = userEvent.setup();
    const attended = { ...maria, attendedSessions: 2, sessions: 3 };
    let list = [attended, pedro];
    const { calls } = fakeApi({
      'gestao/events': () => ({ events: [endedEvent] }),
      'gestao/events/7/registrations': () => ({ registrations: list }),
      'gestao/events/7/certificates': () => {
        list = [{ ...attended, certified: true }, pedro];
        return { issued: 1, alreadyIssued: 0, notEligible: 1 };
      },
    });
    renderRoute('/gestao/eventos/7', [{ path: '/gestao/eventos/:eventId', element: <EventPage /> }]);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Presença' })).toBeVisible();
    expect(within(table).getByRole('row', { name: /Maria Demo Silva/ })).toHaveTextContent('2/3');
    expect(within(table).getByRole('row', { name: /Pedro Demo Costa/ })).toHaveTextContent('1/3');

    await user.click(screen.getByRole('button', { name: 'Emitir certificados' }));
    expect(
      await screen.findByText('1 certificado emitido. 1 inscrição abaixo da frequência mínima.'),
    ).toBeVisible();
    expect(calls.filter((c) => c.path === 'gestao/events/7/certificates')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Maria Demo Silva/ })).toHaveTextContent('Certificado emitido'),
    );
    expect(screen.getByRole('row', { name: /Pedro Demo Costa/ })).not.toHaveTextContent(
      'Certificado emitido',
    );
  });

  it('words the counts of a second issuing', () => {
    expect(EVENT_DESK_MSG.certificatesIssued({ issued: 0, alreadyIssued: 2, notEligible: 0 })).toBe(
      '0 certificados emitidos. 2 já tinham certificado.',
    );
  });

  it('shows a refusal as the server words it', async () => {
    const user = userEvent.setup();
    fakeApi({
      'gestao/events': () => ({ events: [endedEvent] }),
      'gestao/events/7/registrations': () => ({ registrations: [maria] }),
      'gestao/events/7/certificates': () =>
        new Response(JSON.stringify({ ok: false, message: 'Não encontrado.' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    });
    renderRoute('/gestao/eventos/7', [{ path: '/gestao/eventos/:eventId', element: <EventPage /> }]);
    await user.click(await screen.findByRole('button', { name: 'Emitir certificados' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não encontrado.');
  });
});
