import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BalanceCard } from '../../../src/features/wallet/components/balance-card';
import { renderRoute } from '../render';
import { fakeApi } from './fake-api';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/', element: <BalanceCard onOpenCards={() => undefined} /> },
  { path: '/login', element: <p>Tela de login</p> },
];

const logouts = (calls: { path: string }[]) => calls.filter((c) => c.path.startsWith('auth/logout'));

describe("Home's Sair, beside Pagar", () => {
  it('asks "Sair da conta?" first: Cancelar keeps the session, Sair ends it', async () => {
    const { calls } = fakeApi({
      'fluxo/pendenciaTotal360dias': () => ({ RESULTADO: true, TOTAL: 65 }),
      'auth/logout': () => ({ ok: true }),
    });
    const { store } = renderRoute('/', routes, { session: { token: 't' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = screen.getByRole('dialog', { name: 'Sair da conta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(logouts(calls)).toHaveLength(0);
    expect(store.getState().session.token).toBe('t');

    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Sair da conta?' })).getByRole('button', { name: 'Sair' }),
    );
    expect(await screen.findByText('Tela de login')).toBeInTheDocument();
    expect(logouts(calls)).toHaveLength(1);
  });
});
