import type { ListarTransacoesPagasResponse, TransacaoPaga } from '../../../domain/contract/profile';
import { fromWireDateTime } from '../../../domain/dates';
import { toCentavos } from '../../../domain/money';
import { recordedMethodOf, type RecordedMethodId } from '../../../domain/recorded-methods';
import { api } from '../../lib/api';

/** A payment the member made, as 'Pagamentos realizados' lists it. */
export interface PaidTransaction {
  /** The gateway's id of the transaction: it names the receipt. */
  gatewayId: string;
  itemId: number;
  description: string;
  associationName: string;
  amountCentavos: number;
  /** How it was paid; manual: received by the association (Baixa manual by staff). */
  method: RecordedMethodId;
  /** 'PIX', 'Boleto', 'Cartão de crédito à vista', 'Recebido pela associação (transferência)'. */
  methodLabel: string;
  installments: number;
  /** ISO date-time. */
  paidAt: string;
  /** Each item it settled with its share: one, or each of "Pagar selecionados". */
  items: { itemId: number; description: string; amountCentavos: number }[];
  /** The money went back (ISO date-time, centavos); null while the payment stands. */
  refund: { at: string; amountCentavos: number } | null;
}

const paidTransactionOf = (t: TransacaoPaga): PaidTransaction => ({
  gatewayId: t.ID_ZOOP_TRANSACAO,
  itemId: t.ID_FLUXO_DE_CAIXA,
  description: t.HISTORICO,
  associationName: t.EMITENTE_ML,
  amountCentavos: toCentavos(t.VALOR),
  method: recordedMethodOf(t.TIPO),
  methodLabel: t.FORMA_PAGAMENTO,
  installments: t.PARCELAS,
  paidAt: fromWireDateTime(t.DATA_PAGAMENTO).toISOString(),
  items: t.ITENS.map((item) => ({
    itemId: item.ID_FLUXO_DE_CAIXA,
    description: item.HISTORICO,
    amountCentavos: toCentavos(item.VALOR),
  })),
  refund:
    t.DATA_ESTORNO === undefined
      ? null
      : {
          at: fromWireDateTime(t.DATA_ESTORNO).toISOString(),
          amountCentavos: toCentavos(t.VALOR_ESTORNADO ?? t.VALOR),
        },
});

export const paidTransactionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    profilePaidTransactions: build.query<PaidTransaction[], void>({
      query: () => 'fluxo/listarTransacoesPagas',
      transformResponse: (response: ListarTransacoesPagasResponse) => response.map(paidTransactionOf),
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
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useProfilePaidTransactionsQuery, useProfileReceiptQuery } = paidTransactionsApi;
