import { Outlet } from 'react-router-dom';
import { selectToken } from '../lib/session';
import type { AppRoute } from './app-routes';
import { SessionGate } from './session-gate';
import { RequireAuth } from './require-auth';
import { rootReducer, type AppStore } from './store';

const construction = {
  lazy: async () => ({ Component: (await import('../components/under-construction')).UnderConstruction }),
};

// The documents screens, member and public, come through one route module (it exports Component).
const documentsRoutes = () => import('../features/documents/routes');

/** Member routes of SPEC §2 (auth). Screens not delivered yet show "Em construção". */
const memberRoutes = (store: AppStore): AppRoute[] => [
  {
    index: true,
    // Home's calls start beside its code (from a small chunk of their own), not after the page
    // has rendered and the member's own data has come back.
    prefetch: () => {
      if (selectToken(store.getState()))
        void import('../features/wallet/prefetch-home').then((m) => m.prefetchHome(store.dispatch));
    },
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
      Component: (await import('./payment-route')).PaymentRoute,
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
    path: 'ingressos',
    lazy: async () => ({
      Component: (await import('../features/store/components/tickets-page')).TicketsPage,
    }),
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
    path: 'meusDados',
    lazy: async () => ({
      Component: (await import('../features/profile/components/privacy-page')).PrivacyPage,
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
    path: 'lembretes',
    lazy: async () => ({
      Component: (await import('../features/profile/components/reminders-page')).RemindersPage,
    }),
  },
  {
    path: 'debitoAutomatico',
    lazy: async () => ({
      Component: (await import('../features/profile/components/debito-automatico-page')).DebitoAutomaticoPage,
    }),
  },
  {
    path: 'gerenciarPagamentos',
    lazy: async () => ({
      Component: (await import('../features/profile/components/payments-page')).PaymentsPage,
    }),
  },
  { path: 'documentos/*', lazy: documentsRoutes },
  {
    path: 'votacoes',
    lazy: async () => ({
      Component: (await import('../features/assemblies/components/votings-page')).VotingsPage,
    }),
  },
  {
    path: 'votacoes/:assemblyId',
    lazy: async () => ({ Component: (await import('./voting-route')).VotingRoute }),
  },
];

/** Public routes of SPEC §2. */
const publicRoutes = (store: AppStore): AppRoute[] => [
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage }),
  },
  {
    path: 'produto/:hash',
    // The product's data is asked for beside the page's code, not after the page renders.
    prefetch: (params) => {
      void import('../features/purchase/api').then(({ purchaseApi }) =>
        store.dispatch(purchaseApi.util.prefetch('publicProduct', params.hash ?? '', {})),
      );
    },
    lazy: async () => {
      // The page asks for its description on its own, once it has arrived; asked for here too, it
      // arrives beside it instead of one round trip later.
      void import('../features/purchase/components/product-details');
      return { Component: (await import('../features/purchase/components/product-page')).ProductPage };
    },
  },
  {
    path: 'produtoCheckout/:hash',
    lazy: async () => ({
      Component: (await import('./product-checkout-route')).ProductCheckoutRoute,
    }),
  },
  {
    // "Compra concluída" again, from the receipt e-mail's link (domain/purchase-link.ts).
    path: 'compra/:hash/:itemId/:reference',
    lazy: async () => ({
      Component: (await import('../features/purchase/components/reopened-purchase')).ReopenedPurchase,
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
    path: 'termos',
    lazy: async () => ({ Component: (await import('./terms-route')).TermsRoute }),
  },
  { path: 'verificar/*', lazy: documentsRoutes },
  { path: 'sandbox/*', lazy: () => import('./sandbox/sandbox-routes') },
];

/** The association staff's back office: its own session, layout and screens, none of it in the member's files. */
const gestaoRoute = (store: AppStore): AppRoute => ({
  path: '/gestao/*',
  lazy: async () => {
    const [{ staffSessionSlice }, { GestaoApp }] = await Promise.all([
      import('../features/gestao/staff-session'),
      import('../features/gestao/components/gestao-app'),
    ]);
    rootReducer.inject(staffSessionSlice);
    // An injected slice gets its initial state (the stored token) on the next action.
    store.dispatch({ type: 'staffSession/loaded' });
    return { Component: GestaoApp };
  },
});

/** Every route of the app; src/app/app-routes.tsx renders them. */
export const createRoutes = (store: AppStore): AppRoute[] => [
  gestaoRoute(store),
  {
    path: '/',
    element: (
      <SessionGate>
        <Outlet />
      </SessionGate>
    ),
    children: [
      ...publicRoutes(store),
      { element: <RequireAuth />, children: memberRoutes(store) },
      { path: '*', ...construction },
    ],
  },
];
