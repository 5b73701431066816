import type { App } from '../../types';

/** Auditoria: the issuer's audit log. */
export default async function auditRoutes(_app: App) {}
