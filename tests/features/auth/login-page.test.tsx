import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_MSG } from '../../../domain/messages';
import { LoginPage } from '../../../src/features/auth/components/login-page';
import { renderRoute } from '../render';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <p>Início</p> },
];

function answerLogin(body: object) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('has labelled fields, the Entrar button and the forgot-password link', () => {
    renderRoute('/login', routes);
    expect(screen.getByLabelText('E-mail ou celular')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/forgetPassword',
    );
  });

  it('shows the spec message for empty fields without calling the server', async () => {
    const fetchMock = answerLogin({ resultado: true, confirmado: true, token: 't' });
    renderRoute('/login', routes);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(COMMON_MSG.loginEmpty)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the token and goes home on resultado + confirmado', async () => {
    answerLogin({ resultado: true, confirmado: true, token: 'tok-123' });
    const { store } = renderRoute('/login', routes);
    await userEvent.type(screen.getByLabelText('E-mail ou celular'), 'membro@exemplo.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'Quita@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Início')).toBeInTheDocument();
    expect(store.getState().session.token).toBe('tok-123');
    expect(localStorage.getItem('quita.token')).toBe('tok-123');
  });

  it('opens the confirmation step with its counter when the account is unconfirmed', async () => {
    answerLogin({ resultado: true, confirmado: false, enviadoPara: 'an***@exemplo.com.br' });
    renderRoute('/login', routes);
    await userEvent.type(screen.getByLabelText('E-mail ou celular'), 'ana@exemplo.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'Quita@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Confirme sua conta' })).toBeInTheDocument();
    expect(screen.getByText('an***@exemplo.com.br')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de confirmação')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Reenviar código em 00:(60|59|58)/)).toBeInTheDocument());
  });
});
