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
    lazy: async () => ({ Component: (await import('../features/wallet/components/home-page')).HomePage }),
  },
  {
    path: 'historico',
    lazy: async () => ({
      Component: (await import('../features/wallet/components/history-page')).HistoryPage,
    }),
  },
  {
    path: 'pendencia',
    lazy: async () => ({
      Component: (await import('../features/wallet/components/pending-item-page')).PendingItemPage,
    }),
  },
  {
    path: 'pendenciaFormaPagamento',
    lazy: async () => ({
      Component: (await import('../features/wallet/components/payment-page')).PaymentPage,
    }),
  },
  {
    path: 'adicionarCartao',
    lazy: async () => ({
      Component: (await import('../features/wallet/components/add-card-page')).AddCardPage,
    }),
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
    'loja',
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
  {
    path: 'produto/:hash',
    lazy: async () => ({
      Component: (await import('../features/purchase/components/product-page')).ProductPage,
    }),
  },
  {
    path: 'produtoCheckout/:hash',
    lazy: async () => ({
      Component: (await import('../features/purchase/components/checkout-page')).ProductCheckoutPage,
    }),
  },
  ...[
    'register',
    'register/:idEmitenteML',
    'register/:idEmitenteML/:idProjeto',
    'associese',
    'associese/:idEmitenteML',
  ].map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('../features/registration/components/register-page')).RegisterPage,
    }),
  })),
  {
    path: 'forgetPassword',
    lazy: async () => ({
      Component: (await import('../features/password-recovery/components/forgot-password-page'))
        .ForgotPasswordPage,
    }),
  },
  {
    path: 'sandbox/mensagens',
    lazy: async () => ({
      Component: (await import('../features/sandbox/components/sandbox-messages-page')).SandboxMessagesPage,
    }),
  },
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
