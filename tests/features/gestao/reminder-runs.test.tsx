import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  runChannelFigures as counts,
  type ReminderRuns as Runs,
} from '../../../domain/contract/gestao-health';
import { ReminderRuns } from '../../../src/features/gestao/components/health/reminder-runs';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const run = (runId: number, day: string, reminded: number, email: ReturnType<typeof counts>) => ({
  runId,
  ranAt: `${day}T11:00:00.000Z`,
  reminded,
  channels: [email, counts('push'), counts('whatsapp')],
});

const firstPage: Runs = {
  runs: [
    {
      runId: 9,
      ranAt: '2026-11-29T11:00:00.000Z',
      reminded: 1_204,
      channels: [
        counts('email', { sent: 1_100, failed: 3 }),
        counts('push', { sent: 40 }),
        counts('whatsapp', { sent: 300, delivered: 290, read: 120, failed: 2, waiting: 5 }),
        counts('email', { sent: 2 }, true),
      ],
    },
    run(7, '2026-11-28', 1, counts('email', { sent: 1 })),
  ],
  nextBefore: 7,
};

const olderPage: Runs = {
  runs: [run(3, '2026-11-27', 2, counts('email', { waiting: 2 }))],
  nextBefore: null,
};

const render = (months = 6) =>
  renderRoute('/gestao/saude', [
    { path: '/gestao/saude', element: <ReminderRuns filters={{ months, categoryId: 601 }} /> },
  ]);

const cellsOf = (table: HTMLElement, channel: string) =>
  within(within(table).getByRole('rowheader', { name: channel }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Saúde › Lembretes que funcionam › Por execução do envio', () => {
  it('shows each run’s figures as the server counted them, “—” where a channel does not tell', async () => {
    const queries: string[] = [];
    fakeApi({
      'gestao/saude/lembretes/execucoes': (_body, url) => {
        queries.push(url.search);
        return url.searchParams.get('before') === '7' ? olderPage : firstPage;
      },
    });
    render();
    const newest = await screen.findByRole('region', { name: /Execução de 29\/11\/2026 08:00/ });
    expect(screen.getByText('29/11/2026 08:00 — 1.204 lembretes')).toBeVisible();
    expect(cellsOf(newest, 'E-mail')).toEqual(['1.100', '—', '—', '3', '0']);
    expect(cellsOf(newest, 'Web Push')).toEqual(['40', '—', '—', '0', '0']);
    expect(cellsOf(newest, 'WhatsApp')).toEqual(['300', '290', '120', '2', '5']);
    expect(cellsOf(newest, 'E-mail no lugar do WhatsApp')).toEqual(['2', '—', '—', '0', '0']);
    expect(
      within(newest)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Canal', 'Enviados', 'Entregues', 'Lidos', 'Falharam', 'Na fila']);
    // Older runs start folded, under their day and count.
    expect(screen.getByText('28/11/2026 08:00 — 1 lembrete').closest('details')).not.toHaveAttribute('open');
    expect(queries[0]).toContain('months=6');
    expect(queries[0]).toContain('categoryId=601');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver execuções anteriores' }));
    expect(await screen.findByText('27/11/2026 08:00 — 2 lembretes')).toBeInTheDocument();
    expect(queries.at(-1)).toContain('before=7');
    expect(screen.queryByRole('button', { name: 'Ver execuções anteriores' })).toBeNull();
  });

  it('says when no run reminded anyone in the period, and when the runs could not be read', async () => {
    fakeApi({ 'gestao/saude/lembretes/execucoes': () => ({ runs: [], nextBefore: null }) });
    const { unmount } = render(3);
    expect(await screen.findByText('Nenhuma execução lembrou membros no período.')).toBeVisible();
    unmount();
    vi.unstubAllGlobals();
    fakeApi({});
    render(3);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as execuções.');
  });
});
