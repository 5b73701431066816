import type { NewCardForm } from '../../../domain/card-form';
import { toWireNewCard } from '../../../domain/contract/card-wire';
import type {
  EfetuarTransacaoResponse,
  TransacaoPendenteBoletoResponse,
  VerificarTransacaoResponse,
} from '../../../domain/contract/fluxo';
import { paymentOutcomeOf, toWirePayment, transactionOf } from '../../../domain/contract/payment-wire';
import type { Outcome } from '../../../domain/outcome';
import type { PaymentOutcome, Transaction, TransactionStatus } from '../../../domain/transaction';
import { api } from '../../lib/api';
import { itemsChanged, messageOutcome } from './api';
import type { PayItemsArgs } from './wallet-types';

const pendingBoletoCall = {
  query: (itemId: number) => ({
    url: 'fluxo/obterTransacaoPendenteBoleto',
    method: 'POST',
    body: { ID_FLUXO_DE_CAIXA: itemId },
  }),
  transformResponse: (response: TransacaoPendenteBoletoResponse) =>
    response.TRANSACAO ? transactionOf(response.TRANSACAO, 'boleto') : null,
};

/**
 * The calls of the payment screen and of "Adicionar novo cartão", apart from api.ts so that Home,
 * which reads api.ts, does not download the payment's wire code (domain/contract/payment-wire).
 */
export const walletPaymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A refusal (RESULTADO false or an HTTP error with its message) and no answer are both Failures. */
    walletPayItems: build.mutation<PaymentOutcome, PayItemsArgs>({
      query: ({ itemIds, payment, idempotencyKey }) => ({
        url: 'fluxo/efetuarTransacao',
        method: 'POST',
        body: {
          ID_FLUXO_DE_CAIXA: itemIds[0],
          ...(itemIds.length > 1 ? { ID_FLUXOS_DE_CAIXA: itemIds } : {}),
          ...toWirePayment(payment),
        },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (response: EfetuarTransacaoResponse, _meta, args) =>
        paymentOutcomeOf(response, args.payment.method),
      // PIX and boleto are paid later (the status check or the push says so); an approved card now.
      invalidatesTags: (result, _error, args) =>
        result?.ok && result.value?.status === 'succeeded'
          ? [
              ...itemsChanged(args.itemIds),
              ...(args.payment.card && 'save' in args.payment.card && args.payment.card.save
                ? [{ type: 'Card' as const, id: 'LIST' }]
                : []),
            ]
          : [],
    }),
    /** The item's boleto that can still be paid, or null: reopened as it was, nothing created. */
    walletPendingBoleto: build.mutation<Transaction | null, number>(pendingBoletoCall),
    /** The same, read by the item's screen: paying the item (its tag) reads it again. */
    walletIssuedBoleto: build.query<Transaction | null, number>({
      ...pendingBoletoCall,
      providesTags: (_boleto, _error, itemId) => [{ type: 'Item', id: itemId }],
    }),
    /** The status of the payment of `itemIds`; once succeeded, those items, the lists and the total change. */
    walletCheckTransaction: build.mutation<
      TransactionStatus,
      { gatewayTransactionId: string; itemIds: number[] }
    >({
      query: ({ gatewayTransactionId }) => ({
        url: 'fluxo/verificarTransacao',
        method: 'POST',
        body: { ID_ZOOP_TRANSACAO: gatewayTransactionId },
      }),
      transformResponse: (response: VerificarTransacaoResponse) => response.STATUS,
      invalidatesTags: (status, _error, args) => (status === 'succeeded' ? itemsChanged(args.itemIds) : []),
    }),
    walletSaveCard: build.mutation<Outcome<string>, NewCardForm>({
      query: (card) => ({ url: 'emitente/salvarCartao', method: 'POST', body: toWireNewCard(card) }),
      transformResponse: messageOutcome,
      invalidatesTags: (result) => (result?.ok ? [{ type: 'Card', id: 'LIST' }] : []),
    }),
  }),
});

export const {
  useWalletPayItemsMutation,
  useWalletPendingBoletoMutation,
  useWalletIssuedBoletoQuery,
  useWalletCheckTransactionMutation,
  useWalletSaveCardMutation,
} = walletPaymentApi;
