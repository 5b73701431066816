import { GestaoRecurring } from '../../../domain/contract/debito-automatico';
import type { StaffRole } from '../../../domain/contract/gestao-session';
import { associationRecurring } from '../../recurring/association-view';
import type { App } from '../../types';

const roles: { staffRoles: StaffRole[] } = { staffRoles: ['gestor', 'financeiro'] };

/** Débito automático: the association's Pix Automático authorizations and the charges that failed. */
export default async function debitoAutomaticoRoutes(app: App) {
  app.get(
    '/debito-automatico',
    { config: roles, schema: { response: { 200: GestaoRecurring } } },
    (request) => associationRecurring(app.db, request.staff.associationId),
  );
}
