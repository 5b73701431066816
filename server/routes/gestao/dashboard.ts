import { DashboardSummary } from '../../../domain/contract/gestao-dashboard';
import { dashboardSummary } from '../../gestao/dashboard/dashboard-summary';
import type { App } from '../../types';

/** Painel: members by situation, receivables, overdue by age, 12 months received. */
export default async function dashboardRoutes(app: App) {
  app.get('/dashboard', { schema: { response: { 200: DashboardSummary } } }, (request) =>
    dashboardSummary(app.db, request.staff.associationId),
  );
}
