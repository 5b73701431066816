import type { App } from '../../types';

/** Painel: members by situation, receivables, overdue by age, 12 months received. */
export default async function dashboardRoutes(_app: App) {}
