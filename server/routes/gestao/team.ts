import type { App } from '../../types';

/** Equipe: invitations, roles, removal. */
export default async function teamRoutes(_app: App) {}
