import type { App } from '../../types';

/** Pagamentos: transactions with filters, receipts, refunds, CSV export. */
export default async function paymentRoutes(_app: App) {}
