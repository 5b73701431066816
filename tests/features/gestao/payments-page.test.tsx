import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GestaoPayment } from '../../../domain/contract/gestao-payments';
import PaymentsPage from '../../../src/features/gestao/components/payments/payments-page';
import { WITHDRAWAL_MSG } from '../../../domain/withdrawal-messages';
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
  refundedCentavos: null,
  refundReason: null,
  disputedAt: null,
  note: null,
  returnTransfer: null,
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
    // The digits never break; "CPF" before them may take a line of its own (320 px, WCAG 1.4.10).
    const cpf = within(row).getByText('529.982.247-25');
    expect(cpf).toHaveClass('payments-cpf');
    expect(cpf.parentElement).toHaveTextContent(/^CPF 529\.982\.247-25$/);
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

describe('PaymentsPage: a refunded payment', () => {
  it('says how much went back and when, a part beside what the association keeps', async () => {
    const refunded = (id: number, refundedCentavos: number) =>
      payment(id, {
        itemDescription: `Estornada ${id}`,
        status: 'refunded',
        refundedAt: '2026-11-22T12:00:00.000Z',
        refundedCentavos,
        netCentavos: 10_000 - refundedCentavos,
      });
    fakeApi({
      'gestao/payments': () => ({ payments: [refunded(11, 10_000), refunded(12, 2_500)], total: 2 }),
    });
    renderRoute('/gestao/pagamentos', [{ path: '/gestao/pagamentos', element: <PaymentsPage /> }]);
    const net = async (description: string) =>
      within(await screen.findByRole('row', { name: new RegExp(description) })).getByText(/Estornado em/)
        .textContent;
    expect(await net('Estornada 11')).toMatch(/^Estornado em 22\/11\/2026 · R\$\s100,00$/);
    expect(await net('Estornada 12')).toMatch(
      /^R\$\s75,00 Estornado em 22\/11\/2026 · R\$\s25,00 de R\$\s100,00$/,
    );
  });
});

describe('PaymentsPage: a withdrawn boleto to return by transfer (CDC art. 49)', () => {
  const owed = payment(6, {
    method: 'boleto',
    status: 'refunded',
    refundedAt: '2026-11-22T12:00:00.000Z',
    refundReason: 'cdc-49',
    returnTransfer: {
      status: 'to-return',
      amountCentavos: 10_000,
      keyType: 'cpf',
      key: 'CPF 529.982.247-25',
      pspRefusal: 'Chave PIX não encontrada no banco de destino (sandbox).',
      returnedAt: null,
    },
  });
  const sent = payment(7, {
    method: 'boleto',
    status: 'refunded',
    refundedAt: '2026-11-22T12:00:00.000Z',
    refundReason: 'cdc-49',
    returnTransfer: {
      status: 'sent',
      amountCentavos: 10_000,
      keyType: 'email',
      key: null,
      pspRefusal: null,
      returnedAt: null,
    },
  });
  const done = payment(8, {
    method: 'boleto',
    status: 'refunded',
    refundedAt: '2026-11-22T12:00:00.000Z',
    refundReason: 'cdc-49',
    returnTransfer: { ...sent.returnTransfer!, status: 'done' },
  });

  it('shows "Devolver por transferência" with the buyer’s key and why; "Marcar como devolvido" asks, then records it', async () => {
    const user = userEvent.setup();
    let returned = false;
    const { calls } = fakeApi({
      'gestao/payments': () => ({
        payments: [
          returned
            ? {
                ...owed,
                returnTransfer: {
                  ...owed.returnTransfer!,
                  status: 'returned',
                  key: null,
                  pspRefusal: null,
                  returnedAt: '2026-11-23T12:00:00.000Z',
                },
              }
            : owed,
          sent,
          done,
        ],
        total: 2,
      }),
      'gestao/payments/6/returned': () => {
        returned = true;
        return {
          ...owed.returnTransfer,
          status: 'returned',
          key: null,
          returnedAt: '2026-11-23T12:00:00.000Z',
        };
      },
    });
    renderRoute('/gestao/pagamentos', [{ path: '/gestao/pagamentos', element: <PaymentsPage /> }]);
    const row = await screen.findByRole('row', { name: /Item 6/ });
    expect(within(row).getByText(WITHDRAWAL_MSG.staffToReturn)).toBeVisible();
    expect(within(row).getByText('CPF 529.982.247-25')).toBeVisible();
    expect(within(row).getByText(/Chave PIX não encontrada/)).toBeVisible();
    expect(within(rowOf('Item 7')).getByText(WITHDRAWAL_MSG.staffUnderWay)).toBeVisible();
    expect(within(rowOf('Item 8')).getByText(WITHDRAWAL_MSG.staffSent)).toBeVisible();
    expect(within(rowOf('Item 7')).queryByRole('button', { name: /Marcar como devolvido/ })).toBeNull();

    await user.click(
      within(row).getByRole('button', { name: 'Marcar como devolvido: Item 6 de Maria Demo Silva' }),
    );
    const dialog = await screen.findByRole('dialog', { name: WITHDRAWAL_MSG.staffMarkReturned });
    expect(dialog).toHaveTextContent(
      /Confirmar que R\$\s100,00 foi transferido por PIX para a chave informada\?/,
    );
    expect(calls.some((c) => c.path === 'gestao/payments/6/returned')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: WITHDRAWAL_MSG.staffMarkReturned }));
    expect(await screen.findByText(WITHDRAWAL_MSG.staffReturnedDone)).toBeVisible();
    expect(
      await within(rowOf('Item 6')).findByText('Devolvido por transferência em 23/11/2026.'),
    ).toBeVisible();
    expect(within(rowOf('Item 6')).queryByText('CPF 529.982.247-25')).toBeNull();
  });
});
