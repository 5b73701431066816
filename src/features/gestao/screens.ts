import type { ComponentType } from 'react';
import type { StaffRole } from '../../../domain/contract/gestao-session';
// React.lazy's call, except that a screen whose code failed to load asks for it again on
// "Tentar novamente" (React.lazy remembers the failure until a reload).
import { retryableLazy as lazy } from '../../lib/retryable-lazy';
import { assemblyScreens } from './assembly-screens';

export interface GestaoScreen {
  /** Under /gestao; '' is the dashboard. */
  path: string;
  /** The side navigation's label and the screen's heading. */
  title: string;
  /** Who may open it; the server checks the same on every call. */
  roles: readonly StaffRole[];
  Component: ComponentType;
  /** Screens reached from another (a member's page) stay out of the navigation. */
  hidden?: boolean;
}

const ALL: readonly StaffRole[] = ['gestor', 'financeiro'];
const GESTOR: readonly StaffRole[] = ['gestor'];
/** The door: recepção opens nothing else. */
const DOOR: readonly StaffRole[] = ['gestor', 'recepcao'];

export const gestaoScreens: readonly GestaoScreen[] = [
  {
    path: '',
    title: 'Painel',
    roles: ALL,
    Component: lazy(() => import('./components/dashboard/dashboard-page')),
  },
  {
    path: 'associacao',
    title: 'Dados da associação',
    roles: GESTOR,
    Component: lazy(() => import('./components/association/association-page')),
  },
  {
    path: 'membros',
    title: 'Membros',
    roles: ALL,
    Component: lazy(() => import('./components/members/members-page')),
  },
  {
    path: 'membros/:memberId',
    title: 'Membro',
    roles: ALL,
    hidden: true,
    Component: lazy(() => import('./components/members/member-page')),
  },
  {
    path: 'solicitacoes',
    title: 'Solicitações',
    roles: GESTOR,
    Component: lazy(() => import('./components/requests/requests-page')),
  },
  {
    path: 'cobrancas',
    title: 'Cobranças',
    roles: ALL,
    Component: lazy(() => import('./components/charges/charges-page')),
  },
  {
    path: 'pagamentos',
    title: 'Pagamentos',
    roles: ALL,
    Component: lazy(() => import('./components/payments/payments-page')),
  },
  {
    path: 'saude',
    title: 'Saúde da associação',
    roles: ALL,
    Component: lazy(() => import('./components/health/health-page')),
  },
  {
    path: 'notas-fiscais',
    title: 'Notas fiscais',
    roles: ALL,
    Component: lazy(() => import('./components/invoices/invoices-page')),
  },
  {
    path: 'loja',
    title: 'Loja e produtos',
    roles: GESTOR,
    Component: lazy(() => import('./components/store/store-page')),
  },
  {
    path: 'eventos',
    title: 'Eventos',
    roles: GESTOR,
    Component: lazy(() => import('./components/events/events-page')),
  },
  {
    path: 'eventos/:eventId',
    title: 'Evento',
    roles: GESTOR,
    hidden: true,
    Component: lazy(() => import('./components/events/event-page')),
  },
  {
    path: 'checkin',
    title: 'Check-in',
    roles: DOOR,
    Component: lazy(() => import('./components/events/checkin-page')),
  },
  ...assemblyScreens,
  {
    path: 'categorias',
    title: 'Categorias e anuidades',
    // Financeiro sees "Multa e juros" only.
    roles: ALL,
    Component: lazy(() => import('./components/categories/categories-page')),
  },
  {
    path: 'qr',
    title: 'QR de associação',
    roles: GESTOR,
    Component: lazy(() => import('./components/qr/qr-page')),
  },
  {
    path: 'equipe',
    title: 'Equipe',
    roles: GESTOR,
    Component: lazy(() => import('./components/team/team-page')),
  },
  {
    path: 'recebimentos',
    title: 'Recebimentos',
    roles: GESTOR,
    Component: lazy(() => import('./components/pix-settings/pix-settings-page')),
  },
  {
    path: 'debito-automatico',
    title: 'Débito automático',
    roles: ALL,
    Component: lazy(() => import('./components/debito-automatico/debito-automatico-page')),
  },
  {
    path: 'auditoria',
    title: 'Auditoria',
    roles: GESTOR,
    Component: lazy(() => import('./components/audit/audit-page')),
  },
];
