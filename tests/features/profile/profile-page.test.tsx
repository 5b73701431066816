import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MSG } from '../../../domain/profile-messages';
import { ProfilePage } from '../../../src/features/profile/components/profile-page';
import { renderRoute } from '../render';
import { fakeApi } from './fake-api';
import { DADOS } from './fixtures';

const association = (id: number, name: string) => ({
  ID_EMITENTE_ML: id,
  CATEGORIA: 'Titular',
  DESCRICAO: name,
  ID_EMITENTE_CATEGORIA: 601,
  SITUACAO: 'A',
});

function renderProfile(associations: unknown[]) {
  const api = fakeApi({
    'emitente/obterDadosPessoais': () => ({ RESULTADO: true, DADOS }),
    'fluxo/pendenciaTotal360dias': () => ({ RESULTADO: true, TOTAL: 390 }),
    'emitente/listarAssociacoesEmitente': () => associations,
    'emitente/salvar': () => ({ RESULTADO: true, MSG: 'ok' }),
  });
  renderRoute('/perfil', [{ path: '/perfil', element: <ProfilePage /> }], { session: { token: 't' } });
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('ProfilePage', () => {
  it('shows the initials without a photo, the name, the e-mail, the balance and "2 links"', async () => {
    renderProfile([association(428, 'Sociedade Demo'), association(1024839, 'Associação Demo')]);
    expect(await screen.findByText('Dra. Maria Demo')).toBeInTheDocument();
    expect(screen.getByText('MD')).toBeInTheDocument();
    expect(screen.getByText('membro@exemplo.com.br')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar e-mail' })).toBeInTheDocument();
    const associations = screen.getByRole('link', { name: /Minhas associações/ });
    await waitFor(() => expect(associations).toHaveTextContent('2 links'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Saldo pendente/ })).toHaveTextContent(/R\$\s390,00/),
    );
    expect(screen.getByRole('link', { name: 'Cartões de crédito' })).toHaveAttribute(
      'href',
      '/gerenciarPagamentos#cartoes',
    );
  });

  it('says "1 link" for a single association', async () => {
    renderProfile([association(428, 'Sociedade Demo')]);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Minhas associações/ })).toHaveTextContent('1 link'),
    );
    expect(screen.getByRole('link', { name: /Minhas associações/ })).not.toHaveTextContent('links');
  });

  it('refuses a file that is not a JPG, PNG, WEBP or GIF without sending it', async () => {
    const { calls } = renderProfile([]);
    const input = await screen.findByLabelText('Alterar foto');
    expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input, new File(['%PDF-1.7 não é imagem'], 'foto.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(PROFILE_MSG.photoWrongType)).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'emitente/salvar')).toBe(false);
  });
});
