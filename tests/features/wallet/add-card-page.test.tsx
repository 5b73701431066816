import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WALLET_MSG } from '../../../domain/wallet-messages';
import { AddCardPage } from '../../../src/features/wallet/components/add-card-page';
import { NO_MONTH_PICKER_FLAG } from '../../../src/lib/month-picker';
import { renderRoute } from '../render';
import { fakeApi } from './fake-api';

const routes = [
  { path: '/adicionarCartao', element: <AddCardPage /> },
  { path: '/', element: <p>Início</p> },
];
const flags = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete flags[NO_MONTH_PICKER_FLAG];
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
  it('is the month picker where the browser has one, sent as MES/ANO', async () => {
    const { calls } = fakeApi({ 'emitente/salvarCartao': saved });
    renderRoute('/adicionarCartao', routes, { session: { token: 't' } });
    expect(screen.getByLabelText('Validade')).toHaveAttribute('type', 'month');
    await typeCard('2028-12');
    expect(await screen.findByText(WALLET_MSG.cardSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'emitente/salvarCartao')?.body).toMatchObject({
      NUMERO_CARTAO: '6062825624254001',
      MES_EXPIRACAO: '12',
      ANO_EXPIRACAO: '2028',
    });
  });

  it('is a typed MM/AAAA box elsewhere, sent the same way', async () => {
    flags[NO_MONTH_PICKER_FLAG] = true;
    const { calls } = fakeApi({ 'emitente/salvarCartao': saved });
    renderRoute('/adicionarCartao', routes, { session: { token: 't' } });
    const expiry = screen.getByLabelText('Validade (MM/AAAA)');
    expect(expiry).not.toHaveAttribute('type', 'month');
    expect(expiry).toHaveAttribute('inputmode', 'numeric');
    await typeCard('122028');
    expect(expiry).toHaveValue('12/2028');
    expect(await screen.findByText(WALLET_MSG.cardSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'emitente/salvarCartao')?.body).toMatchObject({
      DATA_EXPIRACAO: '12/2028',
      MES_EXPIRACAO: '12',
      ANO_EXPIRACAO: '2028',
    });
  });
});
