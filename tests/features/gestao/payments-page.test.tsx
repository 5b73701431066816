import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GestaoPayment } from '../../../domain/contract/gestao-payments';
import PaymentsPage from '../../../src/features/gestao/components/payments/payments-page';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const payment = (id: number, over: Partial<GestaoPayment>): GestaoPayment => ({
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
  disputedAt: null,
  note: null,
  items: [{ itemId: 100 + id, description: `Item ${id}`, amountCentavos: 10_000 }],
  ...over,
});

const payments = [
  payment(1, { method: 'pix' }),
  payment(2, { method: 'boleto' }),
  payment(3, { method: 'card', installments: 3, disputedAt: '2026-11-25T12:00:00.000Z' }),
  payment(4, { method: 'manual', manualMethod: 'transferencia', gatewayId: null }),
  payment(5, {
    itemDescription: 'Contribuição mensal 12/2026',
    cpf: '52998224725',
    amountCentavos: 13_500,
    items: [
      { itemId: 105, description: 'Contribuição mensal 12/2026', amountCentavos: 6_500 },
      { itemId: 106, description: 'Contribuição mensal 01/2027', amountCentavos: 7_000 },
    ],
  }),
];

const RECEIPT = '<!doctype html><html><body><h1>Recibo de pagamento</h1></body></html>';

function renderPayments() {
  const api = fakeApi({
    'gestao/payments': () => ({ payments, total: payments.length }),
    'gestao/payments/5/receipt': () => new Response(RECEIPT, { headers: { 'content-type': 'text/html' } }),
    'gestao/payments/5/receipt.pdf': () =>
      new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
  });
  renderRoute('/gestao/pagamentos', [{ path: '/gestao/pagamentos', element: <PaymentsPage /> }]);
  return api;
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
      ['Item 3', 'Cartão de Crédito em 3x', true],
      ['Item 4', 'Manual (transferência)', false],
    ];
    for (const [description, method, refundable] of expected) {
      const row = rowOf(description);
      expect(within(row).getByRole('cell', { name: method })).toBeVisible();
      expect(within(row).queryByRole('button', { name: /^Estornar/ }) !== null, description).toBe(refundable);
    }
  });
});

describe('PaymentsPage: a chargeback', () => {
  it('marks the disputed card payment "Em contestação (chargeback)", and no other', async () => {
    renderPayments();
    await screen.findByText('Item 1');
    expect(
      within(rowOf('Item 3')).getByRole('cell', { name: /^Pago ?· Em contestação \(chargeback\)$/ }),
    ).toBeVisible();
    expect(within(rowOf('Item 1')).getByRole('cell', { name: 'Pago' })).toBeVisible();
  });
});

describe('PaymentsPage: a payment of two items (issue #28 item 6)', () => {
  it('says "2 itens" and lists each item with its share; the CPF never breaks', async () => {
    renderPayments();
    const row = await screen.findByRole('row', { name: /2 itens/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent(
      '2 itensContribuição mensal 12/2026: R$ 65,00Contribuição mensal 01/2027: R$ 70,00',
    );
    expect(within(cells[2]!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(row).getByText('CPF 529.982.247-25')).toHaveClass('payments-cpf');
    expect(within(row).getByRole('button', { name: 'Recibo: 2 itens de Maria Demo Silva' })).toBeVisible();
    expect(
      within(rowOf('Item 1')).getByRole('button', { name: 'Recibo: Item 1 de Maria Demo Silva' }),
    ).toBeVisible();
  });
});

describe('PaymentsPage: the receipt (issue #28 item 10)', () => {
  it('offers Imprimir, which prints the receipt frame, and Baixar PDF, which saves its PDF', async () => {
    const user = userEvent.setup();
    const { calls } = renderPayments();
    await user.click(await screen.findByRole('button', { name: 'Recibo: 2 itens de Maria Demo Silva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recibo' });
    const frame = await within(dialog).findByTitle<HTMLIFrameElement>('Recibo de 2 itens');
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin allow-modals');
    const print = vi.spyOn(frame.contentWindow!, 'print').mockImplementation(() => {});
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:recibo', revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(dialog).getByRole('button', { name: 'Baixar PDF' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.map((c) => c.path)).toContain('gestao/payments/5/receipt.pdf');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('recibo-5.pdf');
    click.mockRestore();
  });
});
