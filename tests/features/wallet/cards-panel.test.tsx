import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cartao } from '../../../domain/contract/wallet';
import { COMMON_MSG } from '../../../domain/messages';
import { CardsPanel } from '../../../src/features/wallet/components/cards-panel';
import { renderRoute } from '../render';
import { fakeApi } from './fake-api';

function Harness() {
  const ref = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" onClick={() => ref.current?.showModal()}>
        Cartões
      </button>
      <CardsPanel ref={ref} />
    </>
  );
}

const card = (over: Partial<Cartao>): Cartao => ({
  ID_ZOOP_EMITENTE_CARTAO: 1,
  BANDEIRA: 'Visa',
  PRINCIPAL: 1,
  NUMERO_CARTAO: '1111',
  MES_EXPIRACAO: 12,
  ANO_EXPIRACAO: 2035,
  NOME_CARTAO: 'MARIA D SILVA',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('CardsPanel', () => {
  it('lists the main card first, masked, with brand logos; the others can become main', async () => {
    let main = 1;
    const { calls } = fakeApi({
      'emitente/listarCartoes': () => [
        card({
          ID_ZOOP_EMITENTE_CARTAO: 2,
          BANDEIRA: 'MasterCard',
          NUMERO_CARTAO: '4444',
          PRINCIPAL: main === 2 ? 1 : 0,
        }),
        card({ PRINCIPAL: main === 1 ? 1 : 0 }),
        card({ ID_ZOOP_EMITENTE_CARTAO: 3, BANDEIRA: 'Elo', NUMERO_CARTAO: '5678', PRINCIPAL: 0 }),
      ],
      'emitente/selecionarPrincipal': (body) => {
        main = (body as { ID_ZOOP_EMITENTE_CARTAO: number }).ID_ZOOP_EMITENTE_CARTAO;
        return { RESULTADO: true, MSG: COMMON_MSG.mainCardChanged };
      },
    });
    renderRoute('/', [{ path: '/', element: <Harness /> }], { session: { token: 't' } });
    await userEvent.click(screen.getByRole('button', { name: 'Cartões' }));

    const panel = screen.getByRole('dialog', { name: 'Gerenciar Seus Cartões' });
    await within(panel).findByText('•••• •••• •••• 1111');
    const rows = within(panel).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('•••• •••• •••• 1111');
    expect(within(rows[0]!).getByText('Principal')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: 'MasterCard' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('img', { name: 'Cartão Elo' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: 'Tornar Principal' })).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: 'Adicionar novo cartão' })).toHaveAttribute(
      'href',
      '/adicionarCartao',
    );

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Tornar Principal' }));
    expect(await screen.findByText(COMMON_MSG.mainCardChanged)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'emitente/selecionarPrincipal')?.body).toEqual({
      ID_ZOOP_EMITENTE_CARTAO: 2,
    });
    // The { Card, 'LIST' } tag brings the new order without any refetch by hand.
    await waitFor(() => expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent('4444'));
    expect(calls.filter((c) => c.path === 'emitente/listarCartoes')).toHaveLength(2);
  });
});
