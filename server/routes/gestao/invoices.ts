import type { StaffRole } from '../../../domain/contract/gestao-session';
import { InvoicesResponse } from '../../../domain/contract/gestao-invoices';
import { listInvoices } from '../../gestao/invoices/list-invoices';
import type { App } from '../../types';

const office: { staffRoles: StaffRole[] } = { staffRoles: ['gestor', 'financeiro'] };

/** Notas fiscais: the association's service invoices and their status. */
export default async function invoiceRoutes(app: App) {
  app.get(
    '/invoices',
    { config: office, schema: { response: { 200: InvoicesResponse } } },
    async (request) => ({
      invoices: await listInvoices(app.db, request.staff.issuerId),
    }),
  );
}
