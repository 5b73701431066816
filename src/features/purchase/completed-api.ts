import type { CompletedPurchase, CompletedPurchaseBody } from '../../../domain/contract/access';
import { api } from '../../lib/api';
import { failureOf } from '../../lib/api-result';

/** "Compra concluída" (our own call, not SPEC §7): apart, so the product page does not carry it. */
const completedPurchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    completedPurchase: build.query<CompletedPurchase, CompletedPurchaseBody>({
      query: (body) => ({ url: 'access/compra-concluida', method: 'POST', body }),
      transformErrorResponse: failureOf,
    }),
  }),
});

export const { useCompletedPurchaseQuery } = completedPurchaseApi;
/** The cached answer, read without a subscription of its own. */
export const useCompletedPurchaseState = completedPurchaseApi.endpoints.completedPurchase.useQueryState;
