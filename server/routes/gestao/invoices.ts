import type { StaffRole } from '../../../domain/contract/gestao-session';
import {
  InvoiceSettings,
  InvoiceSettingsBody,
  InvoicesResponse,
} from '../../../domain/contract/gestao-invoices';
import { invoiceSettingsOf, saveInvoiceSettings } from '../../gestao/invoices/invoice-settings';
import { listInvoices } from '../../gestao/invoices/list-invoices';
import { answer } from '../../plugins/errors';
import type { App } from '../../types';

const office: { staffRoles: StaffRole[] } = { staffRoles: ['gestor', 'financeiro'] };

/** Notas fiscais: the association's service invoices and their status, and its tax regime. */
export default async function invoiceRoutes(app: App) {
  app.get(
    '/invoices',
    { config: office, schema: { response: { 200: InvoicesResponse } } },
    async (request) => ({
      invoices: await listInvoices(app.db, request.staff.associationId),
    }),
  );

  app.get(
    '/invoices/settings',
    { config: office, schema: { response: { 200: InvoiceSettings } } },
    async (request) => invoiceSettingsOf(app.db, request.staff.associationId),
  );

  app.put(
    '/invoices/settings',
    { config: office, schema: { body: InvoiceSettingsBody, response: { 200: InvoiceSettings } } },
    async (request, reply) =>
      answer(request, reply, await saveInvoiceSettings(app.db, request.staff, request.body)),
  );
}
