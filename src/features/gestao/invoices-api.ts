import type {
  InvoiceEntry,
  InvoiceSettings,
  InvoiceSettingsBody,
  InvoicesResponse,
} from '../../../domain/contract/gestao-invoices';
import { gestaoApi } from './api';

/** Notas fiscais: the association's service invoices (read afresh on each visit: webhooks change them). */
const invoicesApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    invoices: b.query<InvoiceEntry[], void>({
      query: () => 'gestao/invoices',
      transformResponse: (r: InvoicesResponse) => r.invoices,
      providesTags: [{ type: 'GestaoInvoice', id: 'LIST' }],
    }),
    /** "Regime tributário": read by Notas fiscais and by the product form. */
    invoiceSettings: b.query<InvoiceSettings, void>({
      query: () => 'gestao/invoices/settings',
      providesTags: [{ type: 'GestaoInvoice', id: 'SETTINGS' }],
    }),
    saveInvoiceSettings: b.mutation<InvoiceSettings, InvoiceSettingsBody>({
      query: (body) => ({ url: 'gestao/invoices/settings', method: 'PUT', body }),
      invalidatesTags: [{ type: 'GestaoInvoice', id: 'SETTINGS' }],
    }),
  }),
});

export const { useInvoicesQuery, useInvoiceSettingsQuery, useSaveInvoiceSettingsMutation } = invoicesApi;
