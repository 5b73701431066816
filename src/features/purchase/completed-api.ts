import type { CompletedPurchase, CompletedPurchaseBody } from '../../../domain/contract/access';
import { api } from '../../lib/api';

/** "Compra concluída" (our own call, not SPEC §7): apart, so the product page does not carry it. */
export const completedPurchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    completedPurchase: build.query<CompletedPurchase, CompletedPurchaseBody>({
      query: (body) => ({ url: 'access/compra-concluida', method: 'POST', body }),
    }),
  }),
});

export const { useCompletedPurchaseQuery } = completedPurchaseApi;
