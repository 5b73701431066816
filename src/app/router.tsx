import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { SessionGate } from './session-gate';
import { RequireAuth } from './require-auth';

const construction = {
  lazy: async () => ({ Component: (await import('../components/under-construction')).UnderConstruction }),
};

/** Member routes of SPEC §2 (auth). Screens not delivered yet show "Em construção". */
const memberRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../features/home/components/home-page')).HomePage }),
  },
  ...[
    'perfil',
    'dadosPessoais',
    'alterarDadosPessoais',
    'alterarEmailCelular/:tipo',
    'dadosProfissionais',
    'editarDadosProfissionais',
    'editarDadosProfissionais/:id',
    'alterarDadosFormacao',
    'dadosEspecialidades',
    'editarDadosEspecialidade',
    'editarDadosEspecialidade/:id',
    'qrcodeAssociar',
    'historico',
    'loja',
    'adicionarCartao',
    'pendencia',
    'pendenciaFormaPagamento',
    'produtoReview',
    'minhasAssociacoes',
    'gerenciarPagamentos',
  ].map((path) => ({ path, ...construction })),
];

/** Public routes of SPEC §2. */
const publicRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage }),
  },
  ...[
    'produto/:hash',
    'produtoCheckout/:hash',
    'register',
    'register/:idEmitenteML',
    'register/:idEmitenteML/:idProjeto',
    'associese',
    'associese/:idEmitenteML',
    'forgetPassword',
  ].map((path) => ({ path, ...construction })),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <SessionGate>
        <Outlet />
      </SessionGate>
    ),
    children: [
      ...publicRoutes,
      { element: <RequireAuth />, children: memberRoutes },
      { path: '*', ...construction },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
