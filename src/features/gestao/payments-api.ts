import type {
  PaymentFilters,
  PaymentList,
  PaymentListQuery,
  RefundBody,
  RefundDone,
} from '../../../domain/contract/gestao-payments';
import { gestaoApi } from './api';
import { chargesQueryString } from './charges-api';

export const paymentsQueryString = (filters: Partial<PaymentListQuery>) =>
  chargesQueryString(filters as Record<string, string | number | undefined>);

const paymentsApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    payments: b.query<PaymentList, Partial<PaymentListQuery>>({
      query: (q) => `gestao/payments?${paymentsQueryString(q)}`,
      providesTags: (r) => [
        { type: 'BackOfficePayment', id: 'LIST' },
        ...(r?.payments ?? []).map((p) => ({ type: 'BackOfficePayment' as const, id: p.id })),
      ],
    }),
    /** The receipt page (HTML), shown through srcdoc in a sandboxed iframe. */
    paymentReceipt: b.query<string, number>({
      query: (id) => ({ url: `gestao/payments/${id}/receipt`, responseHandler: 'text' }),
      providesTags: (_r, _e, id) => [{ type: 'BackOfficePayment', id }],
    }),
    refundPayment: b.mutation<RefundDone, { paymentId: number } & RefundBody>({
      query: ({ paymentId, ...body }) => ({
        url: `gestao/payments/${paymentId}/refund`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { paymentId }) => [
        { type: 'BackOfficePayment', id: paymentId },
        { type: 'BackOfficePayment', id: 'LIST' },
        { type: 'BackOfficeItem', id: 'LIST' },
        { type: 'BackOfficeDashboard', id: 'LIST' },
        { type: 'BackOfficeAudit', id: 'LIST' },
      ],
    }),
  }),
});

export const { usePaymentsQuery, usePaymentReceiptQuery, useRefundPaymentMutation } = paymentsApi;

/** The CSV export of the filtered list, fetched with the staff token and saved as a file. */
export const paymentsCsvUrl = (filters: PaymentFilters) =>
  `gestao/payments.csv?${paymentsQueryString(filters)}`;
