import { retryableLazy as lazy } from '../../lib/retryable-lazy';
import type { GestaoScreen } from './screens';

/** Assembleias (gestor): the list with "Nova assembleia", and one assembly's page. */
export const assemblyScreens: readonly GestaoScreen[] = [
  {
    path: 'assembleias',
    title: 'Assembleias',
    roles: ['gestor'],
    Component: lazy(() => import('./components/assemblies/assemblies-page')),
  },
  {
    path: 'assembleias/:assemblyId',
    title: 'Assembleia',
    roles: ['gestor'],
    hidden: true,
    Component: lazy(() => import('./components/assemblies/assembly-page')),
  },
];
