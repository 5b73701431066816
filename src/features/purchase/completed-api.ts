import type {
  CompletedPurchase,
  CompletedPurchaseBody,
  WithdrawPurchaseBody,
} from '../../../domain/contract/access';
import type { WithdrawalDone } from '../../../domain/contract/tickets';
import { api } from '../../lib/api';

/** "Compra concluída" (our own call, not SPEC §7): apart, so the product page does not carry it. */
const completedPurchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    completedPurchase: build.query<CompletedPurchase, CompletedPurchaseBody>({
      query: (body) => ({ url: 'access/compra-concluida', method: 'POST', body }),
    }),
    /** "Confirmar desistência" (CDC art. 49), by the same reference; a boleto's with its refund key. */
    withdrawPurchase: build.mutation<WithdrawalDone, WithdrawPurchaseBody>({
      query: (body) => ({ url: 'access/desistir-compra', method: 'POST', body }),
    }),
  }),
});

export const { useCompletedPurchaseQuery, useWithdrawPurchaseMutation } = completedPurchaseApi;
/** The cached answer, read without a subscription of its own. */
export const useCompletedPurchaseState = completedPurchaseApi.endpoints.completedPurchase.useQueryState;
