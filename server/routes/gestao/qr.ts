import type { App } from '../../types';

/** QR de associação: signed codes per category, PNG and printable PDF. */
export default async function qrRoutes(_app: App) {}
