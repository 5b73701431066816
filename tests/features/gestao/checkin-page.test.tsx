import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKIN_VERDICT } from '../../../domain/congress-messages';
import { DOOR_MSG } from '../../../domain/door-messages';
import type { ScanResult } from '../../../domain/contract/gestao-checkin';
import CheckinPage from '../../../src/features/gestao/components/events/checkin-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const maria = { ticketId: 4, name: 'Maria Demo Silva', category: 'Titular' };

describe('Check-in: Digitar código', () => {
  it('answers "Entrada confirmada" with name and category, then "Ingresso já utilizado" with when and where', async () => {
    const user = userEvent.setup();
    const answers: ScanResult[] = [
      {
        verdict: 'confirmed',
        ...maria,
        firstScannedAt: '2027-04-10T11:01:00.000Z',
        firstDeviceId: 'porta-a',
      },
      {
        verdict: 'alreadyUsed',
        ...maria,
        firstScannedAt: '2027-04-10T11:01:00.000Z',
        firstDeviceId: 'porta-a',
      },
    ];
    const { calls } = fakeApi({
      'gestao/checkin/events': () => ({
        events: [{ id: 7, name: 'Curso Demo da Porta', startsAt: '2027-04-10T11:00:00.000Z' }],
      }),
      'gestao/checkin/events/7/scans': () => ({ results: [answers.shift()] }),
    });
    renderRoute('/gestao/checkin', [{ path: '/gestao/checkin', element: <CheckinPage /> }]);
    await screen.findByRole('option', { name: 'Curso Demo da Porta' });
    await user.selectOptions(screen.getByLabelText('Evento'), '7');
    await user.type(screen.getByLabelText('Código do ingresso'), 'K7M2Q9XA');
    await user.click(screen.getByRole('button', { name: 'Confirmar entrada' }));
    expect(await screen.findByText(CHECKIN_VERDICT.confirmed)).toBeVisible();
    expect(screen.getByText('Maria Demo Silva · Titular')).toBeVisible();
    expect(screen.getByRole('button', { name: DOOR_MSG.printBadge })).toBeVisible();
    const sent = calls.find((c) => c.path === 'gestao/checkin/events/7/scans')!.body as {
      deviceId: string;
      scans: { code: string }[];
    };
    expect(sent.deviceId).toMatch(/^porta-/);
    expect(sent.scans.map((s) => s.code)).toEqual(['K7M2Q9XA']);

    await user.type(screen.getByLabelText('Código do ingresso'), 'K7M2Q9XA');
    await user.click(screen.getByRole('button', { name: 'Confirmar entrada' }));
    expect(await screen.findByText(CHECKIN_VERDICT.alreadyUsed)).toBeVisible();
    expect(screen.getByText(/Usado em 10\/04\/2027 às 08:01:00 no aparelho porta-a/)).toBeVisible();
  });
});

describe('Check-in with no network', () => {
  it('checks a code on the device against the kept list, queues it, and sends it when the network returns', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'gestao/checkin/events': () => ({
        events: [{ id: 8, name: 'Curso Demo Offline', startsAt: '2027-04-10T11:00:00.000Z' }],
      }),
      'gestao/checkin/events/8/book': () => ({
        eventId: 8,
        publicKey: 'A'.repeat(43),
        tickets: [
          { ticketId: 4, code: 'K7M2Q9XA', name: 'Maria Demo Silva', category: 'Titular', status: 'valid' },
          { ticketId: 5, code: 'P3R8T2WB', name: 'Pedro Demo Costa', category: null, status: 'cancelled' },
        ],
        entries: [],
        downloadedAt: '2027-04-10T10:00:00.000Z',
      }),
      'gestao/checkin/events/8/scans': (body) => ({
        results: (body as { scans: unknown[] }).scans.map(() => ({ verdict: 'confirmed', ...maria })),
      }),
    });
    renderRoute('/gestao/checkin', [{ path: '/gestao/checkin', element: <CheckinPage /> }]);
    await screen.findByRole('option', { name: 'Curso Demo Offline' });
    await user.selectOptions(screen.getByLabelText('Evento'), '8');
    expect(await screen.findByText(DOOR_MSG.bookKept(2))).toBeVisible();

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(DOOR_MSG.offline)).toBeVisible();
    await user.type(screen.getByLabelText('Código do ingresso'), 'k7m2q9xa');
    await user.click(screen.getByRole('button', { name: 'Confirmar entrada' }));
    expect(await screen.findByText(CHECKIN_VERDICT.confirmed)).toBeVisible();
    expect(screen.getByText('Maria Demo Silva · Titular')).toBeVisible();
    expect(screen.getByText(DOOR_MSG.checkedOnDevice)).toBeVisible();
    // The badge is drawn by the server: not offered with no network.
    expect(screen.queryByRole('button', { name: DOOR_MSG.printBadge })).toBeNull();
    expect(await screen.findByText(DOOR_MSG.pending(1))).toBeVisible();

    await user.type(screen.getByLabelText('Código do ingresso'), 'K7M2Q9XA');
    await user.click(screen.getByRole('button', { name: 'Confirmar entrada' }));
    expect(await screen.findByText(CHECKIN_VERDICT.alreadyUsed)).toBeVisible();
    await user.type(screen.getByLabelText('Código do ingresso'), 'P3R8T2WB');
    await user.click(screen.getByRole('button', { name: 'Confirmar entrada' }));
    expect(await screen.findByText(CHECKIN_VERDICT.invalid)).toBeVisible();
    expect(await screen.findByText(DOOR_MSG.pending(2))).toBeVisible();
    expect(calls.filter((c) => c.path.endsWith('/scans'))).toHaveLength(0);

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(DOOR_MSG.pending(2))).toBeNull());
    const sent = calls.filter((c) => c.path === 'gestao/checkin/events/8/scans');
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body as { scans: { code: string }[] }).scans.map((s) => s.code)).toEqual([
      'k7m2q9xa',
      'K7M2Q9XA',
    ]);
  });
});
