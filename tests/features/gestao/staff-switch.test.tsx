import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffProfile } from '../../../domain/contract/gestao-session';
import { rootReducer } from '../../../src/app/store';
import { GestaoApp } from '../../../src/features/gestao/components/gestao-app';
import { staffSessionSlice } from '../../../src/features/gestao/staff-session';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

const PSI: StaffProfile = {
  id: 3,
  name: 'Gestora Psi',
  email: 'gestor.psi@exemplo.com.br',
  role: 'gestor',
  associationId: 1024839,
  associationName: 'Associação Demo de Psicologia',
};
const FINANCEIRO: StaffProfile = {
  id: 2,
  name: 'Financeiro Demo',
  email: 'financeiro@exemplo.com.br',
  role: 'financeiro',
  associationId: 428,
  associationName: 'Sociedade Demo de Oftalmologia',
};

beforeAll(() => {
  rootReducer.inject(staffSessionSlice);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The server of the test: whoever logged in last is who /gestao/me answers for. */
function fakeServer() {
  const people = [PSI, FINANCEIRO];
  let current: StaffProfile | null = null;
  return fakeApi({
    'gestao/login': (body) => {
      current = people.find((p) => p.email === (body as { email: string }).email) ?? null;
      return { token: `token-${current?.id}`, staff: current };
    },
    'gestao/me': () => ({ staff: current }),
    'gestao/logout': () => ({ ok: true }),
  });
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), 'Quita@2026');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('the back office after Sair', () => {
  it('shows the next staff member their own association, name and menu, not the previous one', async () => {
    fakeServer();
    const user = userEvent.setup();
    const { store } = renderRoute('/gestao/login', [{ path: '/gestao/*', element: <GestaoApp /> }]);

    await signIn(user, PSI.email);
    const header = () => screen.getByRole('banner');
    await waitFor(() => expect(header()).toHaveTextContent(PSI.associationName));
    const menu = screen.getByRole('navigation', { name: 'Gestão' });
    expect(await within(menu).findByRole('link', { name: 'Solicitações' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sair' }));
    // Nothing of the gestora's session stays in memory for the next person.
    expect(store.getState().api.queries).toEqual({});

    await signIn(user, FINANCEIRO.email);
    await waitFor(() =>
      expect(header()).toHaveTextContent(`${FINANCEIRO.associationName} · Financeiro Demo (Financeiro)`),
    );
    expect(header()).not.toHaveTextContent(PSI.associationName);
    const nextMenu = screen.getByRole('navigation', { name: 'Gestão' });
    expect(within(nextMenu).queryByRole('link', { name: 'Solicitações' })).not.toBeInTheDocument();
    expect(within(nextMenu).getByRole('link', { name: 'Pagamentos' })).toBeInTheDocument();
  });
});
