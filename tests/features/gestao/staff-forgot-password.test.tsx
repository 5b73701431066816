import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMON_MSG } from '../../../domain/messages';
import { rootReducer } from '../../../src/app/store';
import { GestaoApp } from '../../../src/features/gestao/components/gestao-app';
import { STAFF_CODE_SENT } from '../../../src/features/gestao/password-recovery-api';
import { staffSessionSlice } from '../../../src/features/gestao/staff-session';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

beforeAll(() => {
  rootReducer.inject(staffSessionSlice);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const refused = (message: string) =>
  new Response(JSON.stringify({ ok: false, message }), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  });

/** A server that takes 246810 as the code and refuses any other. */
function fakeServer() {
  return fakeApi({
    'gestao/password/forgot': () => ({ ok: true }),
    'gestao/password/reset': (body) =>
      (body as { code: string }).code === '246810'
        ? { ok: true }
        : refused('Código de confirmação inválido.'),
  });
}

describe('Esqueci minha senha of the back office', () => {
  it('goes from the login to the code, refuses a wrong one, sets the new password and returns to the login', async () => {
    const { calls } = fakeServer();
    const user = userEvent.setup();
    const { router } = renderRoute('/gestao/login', [{ path: '/gestao/*', element: <GestaoApp /> }]);

    await user.click(await screen.findByRole('link', { name: 'Esqueci minha senha' }));
    await user.type(await screen.findByLabelText('E-mail'), 'pessoa@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText(STAFF_CODE_SENT)).toBeVisible();
    expect(calls.find((c) => c.path === 'gestao/password/forgot')?.body).toEqual({
      email: 'pessoa@exemplo.com.br',
    });

    // Six digits check the code at once; a wrong one is refused and the field is emptied.
    await user.type(screen.getByLabelText('Código de recuperação'), '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('Código de confirmação inválido.');
    expect(screen.getByLabelText('Código de recuperação')).toHaveValue('');
    await user.type(screen.getByLabelText('Código de recuperação'), '246810');

    await user.type(await screen.findByLabelText('Nova senha'), 'Nova#Senha9');
    await user.type(screen.getByLabelText('Repetição da nova senha'), 'Outra#Senha9');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMON_MSG.newPasswordMismatch);

    await user.clear(screen.getByLabelText('Repetição da nova senha'));
    await user.type(screen.getByLabelText('Repetição da nova senha'), 'Nova#Senha9');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));

    expect(await screen.findByRole('status')).toHaveTextContent(COMMON_MSG.passwordChanged);
    expect(router.state.location.pathname).toBe('/gestao/login');
    expect(calls.filter((c) => c.path === 'gestao/password/reset').map((c) => c.body)).toEqual([
      { email: 'pessoa@exemplo.com.br', code: '111111' },
      { email: 'pessoa@exemplo.com.br', code: '246810' },
      { email: 'pessoa@exemplo.com.br', code: '246810', password: 'Nova#Senha9' },
    ]);
  });

  it('asks for the e-mail before sending anything', async () => {
    const { calls } = fakeServer();
    const user = userEvent.setup();
    renderRoute('/gestao/esqueci-senha', [{ path: '/gestao/*', element: <GestaoApp /> }]);
    await user.click(await screen.findByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMON_MSG.forgotPasswordEmpty);
    expect(calls).toEqual([]);
  });
});
