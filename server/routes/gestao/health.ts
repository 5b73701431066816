import {
  ChargeAgainDone,
  ChargeAgainParams,
  Declined,
  GoodStanding,
  HealthFilters,
  Overdue,
  OverdueMembers,
  OverdueMembersQuery,
  Reminders,
  ReminderRuns,
  ReminderRunsQuery,
  Renewal,
  Revenue,
} from '../../../domain/contract/gestao-health';
import { chargeAgain } from '../../gestao/health/charge-again';
import { declined } from '../../gestao/health/declined';
import { goodStanding } from '../../gestao/health/good-standing';
import { overdue, overdueMembers } from '../../gestao/health/overdue';
import { reminderEffect } from '../../gestao/health/reminder-effect';
import { reminderRuns } from '../../gestao/health/reminder-runs';
import { renewal } from '../../gestao/health/renewal';
import { revenue } from '../../gestao/health/revenue';
import { answer } from '../../plugins/errors';
import type { App } from '../../types';

/** Saúde da associação (gestor and financeiro): each section's figures, aggregated by the database. */
export default async function healthRoutes(app: App) {
  const staffRoles: ('gestor' | 'financeiro')[] = ['gestor', 'financeiro'];
  const querystring = HealthFilters;
  app.get(
    '/saude/adimplencia',
    { config: { staffRoles }, schema: { querystring, response: { 200: GoodStanding } } },
    async (request) => goodStanding(app.db, request.staff.associationId, request.query),
  );
  app.get(
    '/saude/atraso',
    { config: { staffRoles }, schema: { querystring, response: { 200: Overdue } } },
    async (request) => overdue(app.db, request.staff.associationId, request.query),
  );
  app.get(
    '/saude/receita',
    { config: { staffRoles }, schema: { querystring, response: { 200: Revenue } } },
    async (request) => revenue(app.db, request.staff.associationId, request.query),
  );
  app.get(
    '/saude/renovacao',
    { config: { staffRoles }, schema: { querystring, response: { 200: Renewal } } },
    async (request) => renewal(app.db, request.staff.associationId, request.query),
  );
  app.get(
    '/saude/lembretes',
    { config: { staffRoles }, schema: { querystring, response: { 200: Reminders } } },
    async (request) => reminderEffect(app.db, request.staff.associationId, request.query),
  );
  app.get(
    '/saude/lembretes/execucoes',
    {
      config: { staffRoles },
      schema: { querystring: ReminderRunsQuery, response: { 200: ReminderRuns } },
    },
    async (request) => reminderRuns(app.db, request.staff.associationId, request.query),
  );
  app.get(
    '/saude/recusados',
    { config: { staffRoles }, schema: { querystring, response: { 200: Declined } } },
    async (request) => declined(app.db, request.staff.associationId, request.query),
  );

  app.get(
    '/saude/atraso/membros',
    {
      config: { staffRoles },
      schema: { querystring: OverdueMembersQuery, response: { 200: OverdueMembers } },
    },
    async (request) => overdueMembers(app.db, request.staff.associationId, request.query),
  );

  app.post(
    '/saude/recusados/:itemId/cobrar',
    { config: { staffRoles }, schema: { params: ChargeAgainParams, response: { 200: ChargeAgainDone } } },
    async (request, reply) =>
      answer(
        request,
        reply,
        await chargeAgain(app.db, request.staff.associationId, request.params.itemId, app.config.publicUrl),
      ),
  );
}
