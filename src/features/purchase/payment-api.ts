import type { BuyerData, PendingPayment } from '../../../domain/buyer-form';
import { toEmitente } from '../../../domain/contract/buyer-wire';
import type { VerificarTransacaoDiretaResponse } from '../../../domain/contract/access';
import type { EfetuarTransacaoResponse } from '../../../domain/contract/fluxo';
import { paymentOutcomeOf, toWireBuyerPayment } from '../../../domain/contract/payment-wire';
import type { PaymentOutcome, PayRequest, TransactionStatus } from '../../../domain/transaction';
import { api } from '../../lib/api';

/** The buyer's item to pay, and who is paying it: every call of the purchase names both. */
export interface BuyerPurchase {
  payment: Pick<PendingPayment, 'associationId' | 'itemId' | 'hash' | 'reference'>;
  buyer: BuyerData;
}

/**
 * The public buyer's payment calls (SPEC §7 efetuarTransacaoDireta, verificarTransacaoDireta),
 * apart from api.ts so that the product page does not download the payment's wire code.
 */
const purchasePaymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One Idempotency-Key per attempt: a retried request is answered, never charged, twice. A
     * refusal (RESULTADO false or an HTTP error with its message) and no answer are both Failures.
     */
    payPurchase: build.mutation<
      PaymentOutcome,
      BuyerPurchase & { request: PayRequest; idempotencyKey: string }
    >({
      query: ({ payment, buyer, request, idempotencyKey }) => ({
        url: 'access/efetuarTransacaoDireta',
        method: 'POST',
        body: {
          ID_EMITENTE_ML: payment.associationId,
          ID_FLUXO_DE_CAIXA: payment.itemId,
          ...toWireBuyerPayment(request),
          HASH: payment.hash,
          EMITENTE: toEmitente({ ...buyer, password: '', passwordRepeat: '' }, false),
          REFERENCIA: payment.reference,
        },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (response: EfetuarTransacaoResponse, _meta, args) =>
        paymentOutcomeOf(response, args.request.method),
    }),
    purchaseTransactionStatus: build.mutation<
      TransactionStatus,
      Pick<BuyerPurchase, 'payment'> & { gatewayTransactionId: string }
    >({
      query: ({ payment, gatewayTransactionId }) => ({
        url: 'access/verificarTransacaoDireta',
        method: 'POST',
        body: { ID_ZOOP_TRANSACAO: gatewayTransactionId, HASH: payment.hash, REFERENCIA: payment.reference },
      }),
      transformResponse: (response: VerificarTransacaoDiretaResponse) => response.STATUS,
    }),
  }),
});

export const { usePayPurchaseMutation, usePurchaseTransactionStatusMutation } = purchasePaymentApi;
