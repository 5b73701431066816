import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackOfficePayment } from '../../../domain/contract/gestao-payments';
import PaymentsPage from '../../../src/features/gestao/components/payments/payments-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const payment = (id: number, over: Partial<BackOfficePayment>): BackOfficePayment => ({
  id,
  createdAt: '2026-11-20T15:00:00.000Z',
  memberId: 7,
  memberName: 'Maria Demo Silva',
  cpf: '12345678909',
  itemId: 100 + id,
  itemDescription: `Item ${id}`,
  method: 'pix',
  manualMethod: null,
  installments: 1,
  status: 'succeeded',
  amountCentavos: 10_000,
  feeCentavos: 0,
  netCentavos: 10_000,
  gatewayId: `gw-${id}`,
  refundedAt: null,
  note: null,
  ...over,
});

const payments = [
  payment(1, { method: 'pix' }),
  payment(2, { method: 'boleto' }),
  payment(3, { method: 'card', installments: 3 }),
  payment(4, { method: 'manual', manualMethod: 'transferencia', gatewayId: null }),
];

function renderPayments() {
  fakeApi({ 'gestao/payments': () => ({ payments, total: payments.length }) });
  renderRoute('/gestao/pagamentos', [{ path: '/gestao/pagamentos', element: <PaymentsPage /> }]);
}

const requestedUrls = () => vi.mocked(fetch).mock.calls.map(([request]) => (request as Request).url);
const rowOf = (description: string) => screen.getByRole('row', { name: new RegExp(description) });

describe('PaymentsPage: the methods', () => {
  it('offers each method once in the filter, as the checkout names it, and asks by its id', async () => {
    const user = userEvent.setup();
    renderPayments();
    const filter = screen.getByLabelText('Forma', { exact: true });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas', 'PIX', 'Boleto', 'Cartão de Crédito', 'Manual']);
    await user.selectOptions(filter, 'Cartão de Crédito');
    await vi.waitFor(() => expect(requestedUrls().some((url) => url.includes('method=card'))).toBe(true));
  });

  it('names each payment’s method and offers the refund only for PIX and card', async () => {
    renderPayments();
    await screen.findByText('Item 1');
    const expected: [string, string, boolean][] = [
      ['Item 1', 'PIX', true],
      ['Item 2', 'Boleto', false],
      ['Item 3', 'Cartão de Crédito', true],
      ['Item 4', 'Manual (transferência)', false],
    ];
    for (const [description, method, refundable] of expected) {
      const row = rowOf(description);
      expect(within(row).getByRole('cell', { name: method })).toBeVisible();
      expect(within(row).queryByRole('button', { name: /^Estornar/ }) !== null, description).toBe(refundable);
    }
  });
});
