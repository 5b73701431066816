import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_MSG } from '../../../domain/messages';
import { RegisterPage } from '../../../src/features/registration/components/register-page';
import { renderRoute } from '../render';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/register/:idEmitenteML', element: <RegisterPage /> },
  { path: '/associese/:idEmitenteML', element: <RegisterPage /> },
  { path: '/login', element: <p>Tela de login</p> },
  { path: '/', element: <p>Início</p> },
];

/** Answers each API path with its JSON; anything else is a 404. */
function answer(byPath: Record<string, unknown>) {
  const fetchMock = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    const body = byPath[path];
    return body === undefined
      ? new Response(JSON.stringify({ resultado: false, msg: 'Recurso não encontrado.' }), { status: 404 })
      : new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const SANDBOX_CONFIG = { recaptchaSiteKey: null, sandbox: true, crmRegistry: true };

/** Association 428's table as its staff keep it (SPEC §9's values). */
const CATEGORIAS_428 = {
  CATEGORIAS: [
    {
      ID_EMITENTE_CATEGORIA: 2701,
      DESCRICAO: 'Residente ou Fellow',
      VALOR_ANUIDADE: 429,
      VALOR_ANUIDADE_PROMOCIONAL: 364.65,
      DATA_FIM_PROMOCAO: null,
    },
    {
      ID_EMITENTE_CATEGORIA: 501,
      DESCRICAO: 'Aspirante',
      VALOR_ANUIDADE: 624,
      VALOR_ANUIDADE_PROMOCIONAL: 530.4,
      DATA_FIM_PROMOCAO: null,
    },
    {
      ID_EMITENTE_CATEGORIA: 601,
      DESCRICAO: 'Titular',
      VALOR_ANUIDADE: 780,
      VALOR_ANUIDADE_PROMOCIONAL: 663,
      DATA_FIM_PROMOCAO: null,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('RegisterPage', () => {
  it('without an association in the address goes to login', async () => {
    answer({ 'auth/config': SANDBOX_CONFIG });
    renderRoute('/register', routes);
    expect(await screen.findByText('Tela de login')).toBeInTheDocument();
  });

  it('a logged-in user goes home', async () => {
    answer({ 'auth/config': SANDBOX_CONFIG });
    renderRoute('/register/428', routes, { session: { token: 'tok' } });
    expect(await screen.findByText('Início')).toBeInTheDocument();
  });

  it('a complete CPF of an account shows the already-registered message with login and recovery links', async () => {
    const fetchMock = answer({
      'auth/config': SANDBOX_CONFIG,
      'auth/userRegistered': { registrado: true, registradoEmitente: false, opcoesEnvio: {} },
    });
    renderRoute('/register/428', routes);
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(COMMON_MSG.alreadyRegistered);
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/forgetPassword',
    );
    const lookups = fetchMock.mock.calls.filter(([r]) => r.url.endsWith('/auth/userRegistered'));
    expect(lookups).toHaveLength(1);
    expect(await lookups[0]![0].clone().json()).toEqual({ CPF: '52998224725', ID_EMITENTE_ML: 428 });
  });

  it('a new person reaches the form; the category shows its annuity and note', async () => {
    answer({
      'auth/config': SANDBOX_CONFIG,
      'auth/categoriasEmitente/428': CATEGORIAS_428,
      'auth/userRegistered': { registrado: false, registradoEmitente: false, opcoesEnvio: {} },
    });
    renderRoute('/register/428', routes);
    await userEvent.type(screen.getByLabelText('CPF'), '39053344705');
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));

    expect(screen.getByLabelText('CPF')).toHaveValue('390.533.447-05');
    expect(screen.getByLabelText('Estado')).toHaveValue('0');
    for (const label of [
      'Nome completo',
      'Data de nascimento',
      'E-mail',
      'Celular',
      'CEP',
      'Número',
      'Bairro',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Não sou um robô')).not.toBeChecked();

    await screen.findByRole('option', { name: 'Aspirante' });
    await userEvent.selectOptions(screen.getByLabelText('Categoria'), 'Aspirante');
    const annuity = screen.getByText('Anuidade Aspirante').parentElement!;
    expect(within(annuity).getByText('R$ 624,00')).toBeInTheDocument();
    expect(within(annuity).getByText('R$ 530,40')).toBeInTheDocument();
    expect(annuity).toHaveTextContent('no máximo 2 anos');

    await userEvent.selectOptions(screen.getByLabelText('Categoria'), 'Residente ou Fellow');
    expect(screen.getByText(/datas de início e de término/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Senha'), 'Abcdef1!');
    expect(screen.getByText('Força da senha: Forte')).toBeInTheDocument();
  });

  it('"Li e aceito os termos de uso" links to the terms, in a new tab that keeps the form', async () => {
    answer({
      'auth/config': SANDBOX_CONFIG,
      'auth/categoriasEmitente/428': CATEGORIAS_428,
      'auth/userRegistered': { registrado: false, registradoEmitente: false, opcoesEnvio: {} },
    });
    renderRoute('/register/428', routes);
    await userEvent.type(screen.getByLabelText('CPF'), '39053344705');
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    const terms = screen.getByRole('checkbox', { name: /^Li e aceito os termos de uso/ });
    const link = screen.getByRole('link', { name: /^termos de uso/ });
    expect(link).toHaveTextContent('termos de uso (abre em nova aba)');
    expect(link).toHaveAttribute('href', '/termos');
    expect(link).toHaveAttribute('target', '_blank');
    expect(terms.closest('label')).toContainElement(link);
  });

  it('association mode asks for the CRM and shows why an unknown one does not go on', async () => {
    answer({
      'auth/config': SANDBOX_CONFIG,
      'auth/userRegistered': { registrado: false, registradoEmitente: false, opcoesEnvio: {} },
      'auth/medicoCRM': { dadosMedico: null },
    });
    renderRoute('/associese/428', routes);
    expect(screen.getByRole('heading', { name: 'Associe-se' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('CPF'), '39053344705');
    await userEvent.selectOptions(await screen.findByLabelText('UF do CRM'), 'SP');
    await userEvent.type(screen.getByLabelText('CRM'), '999999');
    expect(await screen.findByText(COMMON_MSG.crmNotFound)).toBeInTheDocument();
  });
  it('association mode without a CRM registry (production) takes the CRM and its UF as typed', async () => {
    const fetchMock = answer({
      'auth/config': { ...SANDBOX_CONFIG, crmRegistry: false },
      'auth/userRegistered': { registrado: false, registradoEmitente: false, opcoesEnvio: {} },
    });
    renderRoute('/associese/428', routes);
    await userEvent.type(screen.getByLabelText('CPF'), '39053344705');
    await userEvent.type(await screen.findByLabelText('CRM'), '999999');
    expect(
      screen.getByText(
        'Informe seu CRM e a UF. A associação confere o registro pelos documentos que você enviar.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Informe a UF do CRM.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('UF do CRM'), 'SP');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByLabelText('Nome completo')).toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname);
    expect(paths).not.toContain('/api/auth/medicoCRM');
  });
});
