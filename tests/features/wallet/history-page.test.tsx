import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Fluxo, ListarFluxosBody } from '../../../domain/contract/fluxo';
import { toWireDate } from '../../../domain/dates';
import { HistoryPage } from '../../../src/features/wallet/components/history-page';
import { renderRoute } from '../render';
import { fakeApi } from './fake-api';

const fluxo = (over: Partial<Fluxo>): Fluxo => ({
  ID_FLUXO_DE_CAIXA: 1,
  ID_EMITENTE_ML: 428,
  PROJETO: 'Contribuição',
  HISTORICO: 'Contribuição mensal 10/2026',
  DATA_VENCIMENTO: '20261010T120000',
  DATA_PAGAMENTO: '',
  VALOR: 65,
  EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
  ...over,
});

const routes = [
  { path: '/historico', element: <HistoryPage /> },
  { path: '/pendencia', element: <p>Tela da pendência</p> },
];

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

afterEach(() => vi.unstubAllGlobals());

describe('HistoryPage', () => {
  it('asks for the last 30 days by default and shows each row with its badge', async () => {
    const { calls } = fakeApi({
      'fluxo/listarFluxos': () => [
        {
          MES: 10,
          ANO: 2026,
          FLUXOS: [
            fluxo({ ID_FLUXO_DE_CAIXA: 7 }),
            fluxo({
              ID_FLUXO_DE_CAIXA: 8,
              HISTORICO: 'Curso de Retina',
              DATA_VENCIMENTO: '20261020T120000',
              DATA_PAGAMENTO: '20261015T090000',
              VALOR: 250,
            }),
          ],
        },
      ],
    });
    renderRoute('/historico', routes, { session: { token: 't' } });

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['30 dias', '60 dias', '90 dias', '180 dias', '360 dias']);
    expect(screen.getByRole('tab', { name: '30 dias' })).toHaveAttribute('aria-selected', 'true');

    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'Outubro de 2026' })).toBeInTheDocument();
    const body = calls[0]!.body as ListarFluxosBody;
    expect(body).toMatchObject({ DATA_FINAL: toWireDate(new Date()), SITUACAO: 'todos' });
    expect(daysBetween(body.DATA_INICIAL, body.DATA_FINAL!)).toBe(30);

    const [newest, older] = within(panel).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Curso de Retina');
    expect(newest).toHaveTextContent('20/10/2026');
    expect(newest).toHaveTextContent(/R\$\s250,00/);
    expect(within(newest!).getByText('Pago')).toBeInTheDocument();
    expect(within(newest!).queryByRole('link')).toBeNull();

    expect(older).toHaveTextContent('Sociedade Demo de Oftalmologia');
    // Pendente until its due date, then Vencido with its days.
    expect(within(older!).getByText(/^(Pendente|Vencido há \d+ dias?)$/)).toBeInTheDocument();
    expect(within(older!).getByRole('link')).toHaveAttribute('href', '/pendencia?id=7');
  });

  it('another tab asks for its period', async () => {
    const { calls } = fakeApi({ 'fluxo/listarFluxos': () => [] });
    const { router } = renderRoute('/historico', routes, { session: { token: 't' } });
    expect(await screen.findByText('Nenhum lançamento neste período.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '180 dias' }));
    expect(screen.getByRole('tab', { name: '180 dias' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '30 dias' })).toHaveAttribute('aria-selected', 'false');
    await waitFor(() => expect(calls).toHaveLength(2));
    const body = calls[1]!.body as ListarFluxosBody;
    expect(daysBetween(body.DATA_INICIAL, body.DATA_FINAL!)).toBe(180);
    expect(router.state.location.search).toBe('?dias=180');
  });

  it('arrow keys move between the tabs', async () => {
    fakeApi({ 'fluxo/listarFluxos': () => [] });
    renderRoute('/historico?dias=360', routes, { session: { token: 't' } });
    const last = screen.getByRole('tab', { name: '360 dias' });
    expect(last).toHaveAttribute('aria-selected', 'true');
    last.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '30 dias' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '30 dias' })).toHaveAttribute('aria-selected', 'true');
  });

  it('tapping a pending row opens its payment', async () => {
    fakeApi({
      'fluxo/listarFluxos': () => [{ MES: 10, ANO: 2026, FLUXOS: [fluxo({ ID_FLUXO_DE_CAIXA: 7 })] }],
    });
    renderRoute('/historico', routes, { session: { token: 't' } });
    await userEvent.click(await screen.findByRole('link', { name: /Contribuição mensal 10\/2026/ }));
    expect(await screen.findByText('Tela da pendência')).toBeInTheDocument();
  });
});
