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
  {
    path: 'loja',
    lazy: async () => ({ Component: (await import('../features/store/components/store-page')).StorePage }),
  },
  {
    path: 'produtoReview',
    lazy: async () => ({
      Component: (await import('../features/store/components/product-review-page')).ProductReviewPage,
    }),
  },
  {
    path: 'qrcodeAssociar',
    lazy: async () => ({ Component: (await import('../features/qr/components/qr-scan-page')).QrScanPage }),
  },
  {
    path: 'perfil',
    lazy: async () => ({
      Component: (await import('../features/profile/components/profile-page')).ProfilePage,
    }),
  },
  {
    path: 'dadosPessoais',
    lazy: async () => ({
      Component: (await import('../features/profile/components/personal-data-page')).PersonalDataPage,
    }),
  },
  {
    path: 'alterarDadosPessoais',
    lazy: async () => ({
      Component: (await import('../features/profile/components/personal-data-form-page'))
        .PersonalDataFormPage,
    }),
  },
  {
    path: 'alterarEmailCelular/:tipo',
    lazy: async () => ({
      Component: (await import('../features/profile/components/contact-change-page')).ContactChangePage,
    }),
  },
  {
    path: 'dadosProfissionais',
    lazy: async () => ({
      Component: (await import('../features/profile/components/addresses-page')).AddressesPage,
    }),
  },
  {
    path: 'editarDadosProfissionais',
    lazy: async () => ({
      Component: (await import('../features/profile/components/address-form-page')).AddressFormPage,
    }),
  },
  {
    path: 'editarDadosProfissionais/:id',
    lazy: async () => ({
      Component: (await import('../features/profile/components/address-form-page')).AddressFormPage,
    }),
  },
  {
    path: 'alterarDadosFormacao',
    lazy: async () => ({
      Component: (await import('../features/profile/components/education-page')).EducationPage,
    }),
  },
  {
    path: 'dadosEspecialidades',
    lazy: async () => ({
      Component: (await import('../features/profile/components/specialties-page')).SpecialtiesPage,
    }),
  },
  {
    path: 'editarDadosEspecialidade',
    lazy: async () => ({
      Component: (await import('../features/profile/components/specialty-form-page')).SpecialtyFormPage,
    }),
  },
  {
    path: 'editarDadosEspecialidade/:id',
    lazy: async () => ({
      Component: (await import('../features/profile/components/specialty-form-page')).SpecialtyFormPage,
    }),
  },
  {
    path: 'minhasAssociacoes',
    lazy: async () => ({
      Component: (await import('../features/profile/components/associations-page')).AssociationsPage,
    }),
  },
  {
    path: 'gerenciarPagamentos',
    lazy: async () => ({
      Component: (await import('../features/profile/components/payments-page')).PaymentsPage,
    }),
  },
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
