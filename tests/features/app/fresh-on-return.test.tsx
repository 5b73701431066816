import { setupListeners } from '@reduxjs/toolkit/query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GestaoPayment } from '../../../domain/contract/gestao-payments';
import { UpdatePointsPage } from '../../../src/features/documents/components/update-points-page';
import PaymentsPage from '../../../src/features/gestao/components/payments/payments-page';
import { BalanceCard } from '../../../src/features/wallet/components/balance-card';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

/**
 * Issue #38 item 15: what another person changed (staff refunded, a member paid, staff accepted an
 * activity) shows when the screen comes back into view, with no reload. No push channel carries
 * these changes: the screens ask again on focus (src/lib/fresh-on-return.ts).
 */
let stopListening: (() => void) | undefined;
afterEach(() => {
  stopListening?.();
  stopListening = undefined;
  vi.unstubAllGlobals();
});

function renderListening(path: string, element: React.ReactNode) {
  const rendered = renderRoute(path, [{ path, element }], { session: { token: 't' } });
  stopListening = setupListeners(rendered.store.dispatch);
  return rendered;
}

/** The window comes back into view (the member returns to the app, staff to the tab). */
const backInView = () => act(() => void window.dispatchEvent(new Event('focus')));

describe('screens kept fresh when they come back into view', () => {
  it('Home: the total after staff refunded and reopened an item', async () => {
    let total = 65;
    fakeApi({ 'fluxo/pendenciaTotal360dias': () => ({ RESULTADO: true, TOTAL: total }) });
    renderListening('/', <BalanceCard onOpenCards={() => undefined} />);
    expect(await screen.findByText('R$ 65,00')).toBeInTheDocument();
    total = 315;
    backInView();
    expect(await screen.findByText('R$ 315,00')).toBeInTheDocument();
  });

  it('Pagamentos: a payment a member made meanwhile', async () => {
    const payment = (id: number, itemDescription: string): GestaoPayment => ({
      id,
      createdAt: '2026-11-20T15:00:00.000Z',
      memberId: 7,
      memberName: 'Maria Demo Silva',
      cpf: '12345678909',
      itemId: 100 + id,
      itemDescription,
      method: 'pix',
      manualMethod: null,
      installments: 1,
      status: 'succeeded',
      amountCentavos: 10_000,
      feeCentavos: 0,
      netCentavos: 10_000,
      gatewayId: `gw-${id}`,
      refundedAt: null,
      refundedCentavos: null,
      refundReason: null,
      disputedAt: null,
      note: null,
      returnTransfer: null,
      items: [{ itemId: 100 + id, description: itemDescription, amountCentavos: 10_000 }],
    });
    const payments = [payment(1, 'Anuidade antiga')];
    fakeApi({ 'gestao/payments': () => ({ payments, total: payments.length }) });
    renderListening('/gestao/pagamentos', <PaymentsPage />);
    expect(await screen.findByText('Anuidade antiga')).toBeInTheDocument();
    payments.unshift(payment(2, 'Anuidade paga agora'));
    backInView();
    expect(await screen.findByText('Anuidade paga agora')).toBeInTheDocument();
  });

  it('Pontos: "Em análise" becomes "Aceita" once staff accepted it', async () => {
    let status = 'pending';
    fakeApi({
      'documentos/pontos': () => ({
        associations: [
          {
            associationId: 428,
            associationName: 'Sociedade Demo de Oftalmologia',
            goal: 100,
            years: 1,
            maxPerYear: 40,
            perYear: [{ year: 2026, points: 0, counted: 0 }],
            total: 0,
          },
        ],
      }),
      'documentos/atividades': () => ({
        activities: [
          {
            id: 1,
            associationId: 428,
            name: 'Congresso de Retina',
            date: '2026-10-10',
            points: 10,
            status,
            refusalReason: null,
            proofFileName: 'certificado.pdf',
          },
        ],
      }),
    });
    renderListening('/documentos/pontos', <UpdatePointsPage />);
    const card = await screen.findByRole('region', { name: 'Sociedade Demo de Oftalmologia' });
    expect(await within(card).findByText('Em análise')).toBeInTheDocument();
    status = 'accepted';
    backInView();
    expect(await within(card).findByText('Aceita')).toBeInTheDocument();
  });
});
