import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MSG } from '../../../domain/profile-messages';
import { ContactChangePage } from '../../../src/features/profile/components/contact-change-page';
import { renderRoute } from '../render';
import { fakeApi } from './fake-api';

const DADOS = { nome: 'Ana Teste', email: 'ana@exemplo.com.br', celular: '11987654321', cpf: '52998224725' };

function renderAt(path: string) {
  const api = fakeApi({
    'emitente/obterDadosPessoais': () => ({ RESULTADO: true, DADOS }),
    'emitente/verificarEmailCelularEmUso': () => ({ RESULTADO: true, EM_USO: false }),
    'emitente/enviarCodigoPinTransacaoAlterarEmailCelular': () => ({
      RESULTADO: true,
      MSG: 'Enviamos um código de 6 dígitos para an***@exemplo.com.br.',
      ENVIADO_PARA: 'an***@exemplo.com.br',
    }),
    'emitente/verificarCodigoPinTransacaoTroca': () => ({ RESULTADO: true, MSG: 'ok' }),
    'emitente/efetuarTrocaEmailCelular': () => ({ RESULTADO: true, MSG: PROFILE_MSG.mobileChanged }),
  });
  const view = renderRoute(
    path,
    [
      { path: '/alterarEmailCelular/:tipo', element: <ContactChangePage /> },
      { path: '/dadosPessoais', element: <h1>Dados pessoais</h1> },
    ],
    { session: { token: 't' } },
  );
  return { ...api, ...view };
}

afterEach(() => vi.unstubAllGlobals());

describe('ContactChangePage', () => {
  it('an unknown tipo goes back to the personal data', async () => {
    renderAt('/alterarEmailCelular/telefone');
    expect(await screen.findByRole('heading', { name: 'Dados pessoais' })).toBeInTheDocument();
  });

  it('changes the mobile: the code goes to the current e-mail, six digits apply it', async () => {
    const { calls } = renderAt('/alterarEmailCelular/celular');
    expect(await screen.findByRole('heading', { name: 'Alterar celular' })).toBeInTheDocument();
    expect(await screen.findByText('(11) 98765-4321')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Novo celular'), '21999990000');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));

    expect(
      await screen.findByText('Enviamos um código de 6 dígitos para an***@exemplo.com.br.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Reenviar código em 01:00/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'emitente/verificarEmailCelularEmUso')?.body).toEqual({
      TIPO: 'CELULAR',
      VALOR: '(21) 99999-0000',
    });

    await userEvent.type(screen.getByLabelText('Código de confirmação'), '123456');
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(PROFILE_MSG.mobileChanged)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dados pessoais' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'emitente/efetuarTrocaEmailCelular')?.body).toEqual({
      CODIGO: '123456',
    });
  });
});
