import type { App } from '../../types';

/** Cobranças: new charges (one member or whole categories), cancellations, manual payments. */
export default async function chargeRoutes(_app: App) {}
