import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Fluxo, ListarFluxosBody } from '../../../domain/contract/fluxo';
import type { OpenItem } from '../../../domain/contract/open-items';
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
  { path: '/pendenciaFormaPagamento', element: <p>Tela de pagamento</p> },
];

const openItem = (over: Partial<OpenItem>): OpenItem => ({
  id: 1,
  associationId: 428,
  associationName: 'Sociedade Demo de Oftalmologia',
  description: 'Contribuição mensal 10/2026',
  dueDate: '2026-10-10',
  amountCentavos: 6_728,
  priceCentavos: 6_500,
  promoUntil: null,
  fineCentavos: 130,
  interestCentavos: 98,
  daysLate: 45,
  ...over,
});

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

afterEach(() => vi.unstubAllGlobals());

const listings = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === 'fluxo/listarFluxos').map((call) => call.body as ListarFluxosBody);

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
    const body = listings(calls)[0]!;
    expect(body).toMatchObject({ DATA_FINAL: toWireDate(new Date()), SITUACAO: 'todos' });
    expect(daysBetween(body.DATA_INICIAL, body.DATA_FINAL!)).toBe(30);

    const [newest, older] = within(panel).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Curso de Retina');
    expect(newest).toHaveTextContent('20/10/2026');
    expect(newest).toHaveTextContent(/R\$\s250,00/);
    expect(within(newest!).getByText('Pago')).toBeInTheDocument();
    // A paid row says when it was paid: that day, not the due date, put it in this period.
    expect(within(newest!).getByText('Pago em 15/10/2026')).toBeInTheDocument();
    expect(within(newest!).queryByRole('link')).toBeNull();

    expect(older).toHaveTextContent('Sociedade Demo de Oftalmologia');
    expect(older).not.toHaveTextContent('Pago em');
    // Pendente until its due date, then Vencido with its days.
    expect(within(older!).getByText(/^(Em aberto|Vencido há \d+ dias?)$/)).toBeInTheDocument();
    expect(within(older!).getByRole('link')).toHaveAttribute('href', '/pendencia?id=7');
  });

  it('another tab asks for its period', async () => {
    const { calls } = fakeApi({ 'fluxo/listarFluxos': () => [] });
    const { router } = renderRoute('/historico', routes, { session: { token: 't' } });
    expect(await screen.findByText('Nenhum lançamento neste período.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '180 dias' }));
    expect(screen.getByRole('tab', { name: '180 dias' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '30 dias' })).toHaveAttribute('aria-selected', 'false');
    await waitFor(() => expect(listings(calls)).toHaveLength(2));
    const body = listings(calls)[1]!;
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

  it('a pending row with an issued boleto says "Boleto emitido"; the others do not', async () => {
    fakeApi({
      'fluxo/listarFluxos': () => [
        {
          MES: 10,
          ANO: 2026,
          FLUXOS: [
            fluxo({ ID_FLUXO_DE_CAIXA: 7, BOLETO_EMITIDO: true }),
            fluxo({ ID_FLUXO_DE_CAIXA: 8, HISTORICO: 'Contribuição mensal 11/2026', BOLETO_EMITIDO: false }),
          ],
        },
      ],
    });
    renderRoute('/historico', routes, { session: { token: 't' } });
    const withBoleto = await screen.findByRole('link', { name: /Contribuição mensal 10\/2026/ });
    expect(within(withBoleto).getByText('Boleto emitido')).toBeInTheDocument();
    const without = screen.getByRole('link', { name: /Contribuição mensal 11\/2026/ });
    expect(within(without).queryByText('Boleto emitido')).toBeNull();
  });

  it('a refunded item says "Estornado" with when and how much, reopened or still paid', async () => {
    fakeApi({
      'fluxo/listarFluxos': () => [
        {
          MES: 10,
          ANO: 2026,
          FLUXOS: [
            fluxo({
              ID_FLUXO_DE_CAIXA: 7,
              ESTORNO: { DATA: '20261012T150000', VALOR: 65, VALOR_PAGO: 65 },
            }),
            fluxo({
              ID_FLUXO_DE_CAIXA: 8,
              HISTORICO: 'Curso de Retina',
              DATA_PAGAMENTO: '20261015T090000',
              VALOR: 100,
              ESTORNO: { DATA: '20261016T100000', VALOR: 25, VALOR_PAGO: 100 },
            }),
            fluxo({ ID_FLUXO_DE_CAIXA: 9, HISTORICO: 'Contribuição mensal 11/2026' }),
          ],
        },
      ],
    });
    renderRoute('/historico', routes, { session: { token: 't' } });
    // Reopened by staff: pending again, to be paid anew, and it says it was refunded.
    const reopened = await screen.findByRole('link', { name: /Contribuição mensal 10\/2026/ });
    expect(within(reopened).getByText('Estornado')).toBeInTheDocument();
    expect(within(reopened).getByText(/^Estornado em 12\/10\/2026 · R\$\s65,00$/)).toBeInTheDocument();
    // A part went back: still paid, with how much of what it paid.
    const part = screen.getByText('Curso de Retina').closest('li')!;
    expect(within(part).getByText('Pago')).toBeInTheDocument();
    expect(within(part).getByText('Estornado')).toBeInTheDocument();
    expect(
      within(part).getByText(/^Estornado em 16\/10\/2026 · R\$\s25,00 de R\$\s100,00$/),
    ).toBeInTheDocument();
    const standing = screen.getByRole('link', { name: /Contribuição mensal 11\/2026/ });
    expect(within(standing).queryByText(/Estornado/)).toBeNull();
  });

  it('"Em aberto" marks an item open again after a refund', async () => {
    fakeApi({
      'fluxo/listarFluxos': () => [],
      'itens/abertos': () => ({
        totalCentavos: 6_500,
        items: [
          openItem({
            id: 7,
            amountCentavos: 6_500,
            fineCentavos: 0,
            interestCentavos: 0,
            daysLate: 0,
            refund: { at: '2026-10-12T18:00:00.000Z', amountCentavos: 6_500, paidCentavos: 6_500 },
          }),
        ],
      }),
    });
    renderRoute('/historico', routes, { session: { token: 't' } });
    const box = await screen.findByRole('checkbox', { name: /Contribuição mensal 10\/2026/ });
    const row = box.closest('li')!;
    expect(within(row).getByText('Estornado')).toBeInTheDocument();
    expect(within(row).getByText(/^Estornado em 12\/10\/2026 · R\$\s65,00$/)).toBeInTheDocument();
  });

  it('tapping a pending row opens its payment', async () => {
    fakeApi({
      'fluxo/listarFluxos': () => [{ MES: 10, ANO: 2026, FLUXOS: [fluxo({ ID_FLUXO_DE_CAIXA: 7 })] }],
    });
    renderRoute('/historico', routes, { session: { token: 't' } });
    await userEvent.click(await screen.findByRole('link', { name: /Contribuição mensal 10\/2026/ }));
    expect(await screen.findByText('Tela da pendência')).toBeInTheDocument();
  });

  it('"Em aberto" lists every pending item with its total, and pays the chosen ones together', async () => {
    fakeApi({
      'fluxo/listarFluxos': () => [],
      'itens/abertos': () => ({
        totalCentavos: 6_728 + 66_300,
        items: [
          openItem({ id: 7 }),
          openItem({
            id: 9,
            description: 'Anuidade 2027',
            dueDate: '2027-03-31',
            amountCentavos: 66_300,
            priceCentavos: 66_300,
            promoUntil: '2027-01-31',
            fineCentavos: 0,
            interestCentavos: 0,
            daysLate: 0,
          }),
        ],
      }),
    });
    const { router } = renderRoute('/historico', routes, { session: { token: 't' } });
    const section = await screen.findByRole('region', { name: 'Em aberto' });
    expect(await within(section).findByText(/^Total em aberto:/)).toHaveTextContent(/R\$\s730,28/);
    expect(within(section).getByText(/^Multa e juros: R\$\s2,28$/)).toBeInTheDocument();
    expect(within(section).getByText(/^Pague até 31\/01\/2027: R\$\s663,00$/)).toBeInTheDocument();
    const pay = within(section).getByRole('button', { name: 'Pagar selecionados' });
    expect(pay).toBeDisabled();

    await userEvent.click(within(section).getByRole('checkbox', { name: 'Anuidade 2027' }));
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Contribuição mensal 10/2026' }));
    expect(within(section).getByText(/^Selecionados \(2\):/)).toHaveTextContent(/R\$\s730,28/);
    await userEvent.click(pay);
    expect(await screen.findByText('Tela de pagamento')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?ids=7,9');
  });
});
