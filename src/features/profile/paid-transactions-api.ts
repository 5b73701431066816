import type { ListarTransacoesPagasResponse, TransacaoPaga } from '../../../domain/contract/profile';
import { fromWireDateTime } from '../../../domain/dates';
import { toCentavos } from '../../../domain/money';
import { methodOfWire, type PaymentMethodId } from '../../../domain/payment-methods';
import { api } from '../../lib/api';
import { failureOf } from '../../lib/api-result';

/** A payment the member made, as 'Pagamentos realizados' lists it. */
export interface PaidTransaction {
  /** The gateway's id of the transaction: it names the receipt. */
  gatewayId: string;
  itemId: number;
  description: string;
  issuerName: string;
  amountCentavos: number;
  method: PaymentMethodId;
  /** 'PIX', 'Boleto', 'Cartão de crédito à vista', 'Cartão de crédito em 3x'. */
  methodLabel: string;
  installments: number;
  /** ISO date-time. */
  paidAt: string;
}

const paidTransactionOf = (t: TransacaoPaga): PaidTransaction => ({
  gatewayId: t.ID_ZOOP_TRANSACAO,
  itemId: t.ID_FLUXO_DE_CAIXA,
  description: t.HISTORICO,
  issuerName: t.EMITENTE_ML,
  amountCentavos: toCentavos(t.VALOR),
  method: methodOfWire(t.TIPO),
  methodLabel: t.FORMA_PAGAMENTO,
  installments: t.PARCELAS,
  paidAt: fromWireDateTime(t.DATA_PAGAMENTO).toISOString(),
});

export const paidTransactionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    profilePaidTransactions: build.query<PaidTransaction[], void>({
      query: () => 'fluxo/listarTransacoesPagas',
      transformResponse: (response: ListarTransacoesPagasResponse) => response.map(paidTransactionOf),
      transformErrorResponse: failureOf,
      // Paying an item lists it here.
      providesTags: (paid = []) => [
        ...paid.map(({ itemId }) => ({ type: 'Item' as const, id: itemId })),
        { type: 'Item', id: 'LIST' },
      ],
    }),
    /** The receipt page's HTML: it needs the Authorization header, so it cannot be a plain link. */
    profileReceipt: build.query<string, string>({
      query: (gatewayId) => ({
        url: `fluxo/recibo/${encodeURIComponent(gatewayId)}`,
        responseHandler: 'text',
      }),
      transformErrorResponse: failureOf,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useProfilePaidTransactionsQuery, useProfileReceiptQuery } = paidTransactionsApi;
