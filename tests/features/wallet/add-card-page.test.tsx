import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WALLET_MSG } from '../../../domain/wallet-messages';
import { AddCardPage } from '../../../src/features/wallet/components/add-card-page';
import { renderRoute } from '../render';
import { fakeApi } from './fake-api';

const routes = [
  { path: '/adicionarCartao', element: <AddCardPage /> },
  { path: '/', element: <p>Início</p> },
];
afterEach(() => {
  vi.unstubAllGlobals();
});

const saved = () => ({ RESULTADO: true, MSG: WALLET_MSG.cardSaved });

async function typeCard(expiry: string) {
  await userEvent.type(screen.getByLabelText('Número do cartão'), '6062825624254001');
  await userEvent.type(screen.getByLabelText('Nome no cartão'), 'Maria D Silva');
  await userEvent.type(screen.getByLabelText(/^Validade/), expiry);
  await userEvent.type(screen.getByLabelText('CVV'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
}

describe('AddCardPage expiry', () => {
  it('is typed MM/AA as printed on the card, on every device; 12/28 is sent as month 12 of 2028', async () => {
    const { calls } = fakeApi({ 'emitente/salvarCartao': saved });
    renderRoute('/adicionarCartao', routes, { session: { token: 't' } });
    const expiry = screen.getByLabelText('Validade (MM/AA)');
    expect(expiry).not.toHaveAttribute('type', 'month');
    expect(expiry).toHaveAttribute('inputmode', 'numeric');
    expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    expect(expiry).toHaveAttribute('placeholder', 'MM/AA');
    await typeCard('1228');
    expect(expiry).toHaveValue('12/28');
    expect(await screen.findByText(WALLET_MSG.cardSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'emitente/salvarCartao')?.body).toMatchObject({
      NUMERO_CARTAO: '6062825624254001',
      DATA_EXPIRACAO: '12/2028',
      MES_EXPIRACAO: '12',
      ANO_EXPIRACAO: '2028',
    });
  });

  it('stops at two digits of year: a typed 122028 reads 12/20', async () => {
    fakeApi({ 'emitente/salvarCartao': saved });
    renderRoute('/adicionarCartao', routes, { session: { token: 't' } });
    await userEvent.type(screen.getByLabelText('Validade (MM/AA)'), '122028');
    expect(screen.getByLabelText('Validade (MM/AA)')).toHaveValue('12/20');
  });
});
