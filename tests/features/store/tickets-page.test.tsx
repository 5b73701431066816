import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberTicket } from '../../../domain/contract/tickets';
import { TicketsPage } from '../../../src/features/store/components/tickets-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const ticket: MemberTicket = {
  id: 3,
  eventName: 'Congresso Demo Brasileiro de Retina 2027',
  startsAt: '2027-08-19T11:00:00.000Z',
  endsAt: '2027-08-21T16:00:00.000Z',
  place: 'Centro de Convenções Frei Caneca, São Paulo - SP',
  code: 'K7M2Q9XA',
  qrPayload: `QT1.3.1.K7M2Q9XA.${'A'.repeat(86)}`,
  status: 'valid',
};

describe('Meus ingressos', () => {
  it('shows each ticket with its QR, its short code, the dates and the place', async () => {
    fakeApi({ ingressos: () => [ticket] });
    renderRoute('/ingressos', [{ path: '/ingressos', element: <TicketsPage /> }]);
    expect(await screen.findByRole('heading', { name: ticket.eventName })).toBeVisible();
    expect(screen.getByText('19/08/2027 08:00 a 21/08/2027 13:00')).toBeVisible();
    expect(screen.getByText(ticket.place)).toBeVisible();
    expect(screen.getByText('K7M2Q9XA')).toBeVisible();
    expect(await screen.findByAltText('QR do ingresso K7M2Q9XA')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
  });

  it('says so when there is none yet', async () => {
    fakeApi({ ingressos: () => [] });
    renderRoute('/ingressos', [{ path: '/ingressos', element: <TicketsPage /> }]);
    expect(await screen.findByText(/Você ainda não tem ingressos/)).toBeVisible();
  });

  it('names the browser tab after the screen (WCAG 2.4.2), not the bare "Quita"', async () => {
    fakeApi({ ingressos: () => [] });
    renderRoute('/ingressos', [{ path: '/ingressos', element: <TicketsPage /> }]);
    await screen.findByText(/Você ainda não tem ingressos/);
    expect(document.title).toBe('Meus ingressos · Quita');
  });
});
