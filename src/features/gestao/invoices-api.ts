import type { InvoiceEntry, InvoicesResponse } from '../../../domain/contract/gestao-invoices';
import { failureOf } from '../../lib/api-result';
import { gestaoApi } from './api';

/** Notas fiscais: the association's service invoices (read afresh on each visit: webhooks change them). */
const invoicesApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    invoices: b.query<InvoiceEntry[], void>({
      query: () => 'gestao/invoices',
      transformResponse: (r: InvoicesResponse) => r.invoices,
      providesTags: [{ type: 'GestaoInvoice', id: 'LIST' }],
      transformErrorResponse: failureOf,
    }),
  }),
});

export const { useInvoicesQuery } = invoicesApi;
