import type {
  PaymentFilters,
  PaymentList,
  PaymentListQuery,
  RefundBody,
  RefundDone,
  ReturnTransfer,
} from '../../../domain/contract/gestao-payments';
import { gestaoApi } from './api';
import { chargesQueryString } from './charges-api';

const paymentsQueryString = (filters: Partial<PaymentListQuery>) =>
  chargesQueryString(filters as Record<string, string | number | undefined>);

const paymentsApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    payments: b.query<PaymentList, Partial<PaymentListQuery>>({
      query: (q) => `gestao/payments?${paymentsQueryString(q)}`,
      providesTags: (r) => [
        { type: 'GestaoPayment', id: 'LIST' },
        ...(r?.payments ?? []).map((p) => ({ type: 'GestaoPayment' as const, id: p.id })),
      ],
    }),
    /** The receipt page (HTML), shown through srcdoc in a sandboxed iframe. */
    paymentReceipt: b.query<string, number>({
      query: (id) => ({ url: `gestao/payments/${id}/receipt`, responseHandler: 'text' }),
      providesTags: (_r, _e, id) => [{ type: 'GestaoPayment', id }],
    }),
    refundPayment: b.mutation<RefundDone, { paymentId: number } & RefundBody>({
      query: ({ paymentId, ...body }) => ({
        url: `gestao/payments/${paymentId}/refund`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { paymentId }) => [
        { type: 'GestaoPayment', id: paymentId },
        { type: 'GestaoPayment', id: 'LIST' },
        { type: 'GestaoItem', id: 'LIST' },
        { type: 'GestaoDashboard', id: 'LIST' },
        { type: 'GestaoAudit', id: 'LIST' },
      ],
    }),
    /** "Marcar como devolvido": a withdrawn boleto's money transferred by staff to the buyer's key. */
    markReturned: b.mutation<ReturnTransfer, number>({
      query: (paymentId) => ({ url: `gestao/payments/${paymentId}/returned`, method: 'POST' }),
      invalidatesTags: (_r, _e, paymentId) => [
        { type: 'GestaoPayment', id: paymentId },
        { type: 'GestaoPayment', id: 'LIST' },
        { type: 'GestaoAudit', id: 'LIST' },
      ],
    }),
  }),
});

export const { usePaymentsQuery, usePaymentReceiptQuery, useRefundPaymentMutation, useMarkReturnedMutation } =
  paymentsApi;

/** The CSV export of the filtered list, fetched with the staff token and saved as a file. */
export const paymentsCsvUrl = (filters: PaymentFilters) =>
  `gestao/payments.csv?${paymentsQueryString(filters)}`;
