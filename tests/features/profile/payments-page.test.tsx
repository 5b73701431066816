import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransacaoPaga } from '../../../domain/contract/profile';
import type { Cartao } from '../../../domain/contract/wallet';
import { PaymentsPage } from '../../../src/features/profile/components/payments-page';
import { renderRoute } from '../render';
import { fakeApi } from './fake-api';

const PAID: TransacaoPaga = {
  ID_ZOOP_TRANSACAO: 'sbx_abc123',
  ID_FLUXO_DE_CAIXA: 7,
  HISTORICO: 'Anuidade 2026 - Titular',
  EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
  VALOR: 663,
  TIPO: 'C',
  FORMA_PAGAMENTO: 'Cartão de crédito em 3x',
  PARCELAS: 3,
  DATA_PAGAMENTO: '20260320T120000',
  RECIBO_URL: '/api/fluxo/recibo/sbx_abc123',
  ITENS: [{ ID_FLUXO_DE_CAIXA: 7, HISTORICO: 'Anuidade 2026 - Titular', VALOR: 663 }],
};

const card = (over: Partial<Cartao>): Cartao => ({
  ID_ZOOP_EMITENTE_CARTAO: 1,
  BANDEIRA: 'Visa',
  PRINCIPAL: 0,
  NUMERO_CARTAO: '1111',
  MES_EXPIRACAO: 3,
  ANO_EXPIRACAO: 2031,
  NOME_CARTAO: 'MARIA D SILVA',
  ...over,
});

const RECEIPT = '<!doctype html><html><body><h1>Recibo de pagamento</h1></body></html>';

afterEach(() => vi.unstubAllGlobals());

describe('PaymentsPage', () => {
  it('lists the paid transactions and opens the receipt in a sandboxed iframe, with the token', async () => {
    const { calls } = fakeApi({
      'fluxo/listarTransacoesPagas': () => [PAID],
      'emitente/listarCartoes': () => [],
      'fluxo/recibo/sbx_abc123': () =>
        new Response(RECEIPT, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    });
    renderRoute('/gerenciarPagamentos', [{ path: '/gerenciarPagamentos', element: <PaymentsPage /> }], {
      session: { token: 'token-da-maria' },
    });

    const row = (await screen.findByText('Anuidade 2026 - Titular')).closest('li')!;
    expect(row).toHaveTextContent('Sociedade Demo de Oftalmologia');
    expect(row).toHaveTextContent('Pago em 20/03/2026 · Cartão de crédito em 3x');
    expect(row).toHaveTextContent(/R\$\s663,00/);
    expect(screen.getByText('Você ainda não tem cartões salvos.')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Ver recibo de Anuidade 2026 - Titular' }));
    const dialog = screen.getByRole('dialog', { name: 'Recibo' });
    const frame = await within(dialog).findByTitle('Recibo de Anuidade 2026 - Titular');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', RECEIPT);
    const receiptCall = calls.find((c) => c.path === 'fluxo/recibo/sbx_abc123');
    expect(receiptCall?.headers.get('authorization')).toBe('Bearer token-da-maria');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog', { name: 'Recibo' })).not.toBeInTheDocument();
  });

  it('shows the cards masked, main first with its badge, and the link to add one', async () => {
    fakeApi({
      'fluxo/listarTransacoesPagas': () => [],
      'emitente/listarCartoes': () => [
        card({ ID_ZOOP_EMITENTE_CARTAO: 2, BANDEIRA: 'MasterCard', NUMERO_CARTAO: '4444' }),
        card({ PRINCIPAL: 1 }),
      ],
    });
    renderRoute('/gerenciarPagamentos', [{ path: '/gerenciarPagamentos', element: <PaymentsPage /> }], {
      session: { token: 't' },
    });
    const cards = within(await screen.findByRole('region', { name: 'Cartões de crédito' }));
    const [first, second] = await cards.findAllByRole('listitem');
    expect(first).toHaveTextContent('•••• 1111');
    expect(first).toHaveTextContent('Visa · Validade 03/2031');
    expect(first).toHaveTextContent('Principal');
    expect(second).toHaveTextContent('•••• 4444');
    expect(second).not.toHaveTextContent('Principal');
    expect(screen.getByText('Nenhum pagamento realizado ainda.')).toBeInTheDocument();
    expect(cards.getByRole('link', { name: 'Adicionar novo cartão' })).toHaveAttribute(
      'href',
      '/adicionarCartao',
    );
  });
});
