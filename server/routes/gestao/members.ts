import type { App } from '../../types';

/** Membros: search, a member's page, category change, CSV export. */
export default async function memberRoutes(_app: App) {}
