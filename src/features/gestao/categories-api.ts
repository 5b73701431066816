import type {
  AnnuityPricesBody,
  CategoriesResponse,
  IssuerCategory,
  LatePaymentSettings,
  OfferCategoryBody,
} from '../../../domain/contract/gestao-categories';
import { gestaoApi } from './api';

const LIST = { type: 'BackOfficeCategory', id: 'LIST' } as const;
const LATE_PAYMENT = { type: 'BackOfficeCategory', id: 'LATE_PAYMENT' } as const;

const categoriesApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    categories: b.query<CategoriesResponse, void>({
      query: () => 'gestao/categories',
      providesTags: (r) => [
        LIST,
        ...(r?.categories ?? []).map((c) => ({ type: 'BackOfficeCategory' as const, id: c.categoryId })),
      ],
    }),
    updateCategory: b.mutation<{ category: IssuerCategory }, AnnuityPricesBody & { categoryId: number }>({
      query: ({ categoryId, ...body }) => ({ url: `gestao/categories/${categoryId}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { categoryId }) => [{ type: 'BackOfficeCategory', id: categoryId }, LIST],
    }),
    offerCategory: b.mutation<{ category: IssuerCategory }, OfferCategoryBody>({
      query: (body) => ({ url: 'gestao/categories', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    latePayment: b.query<LatePaymentSettings, void>({
      query: () => 'gestao/late-payment',
      providesTags: [LATE_PAYMENT],
    }),
    updateLatePayment: b.mutation<LatePaymentSettings, LatePaymentSettings>({
      query: (body) => ({ url: 'gestao/late-payment', method: 'PUT', body }),
      invalidatesTags: [LATE_PAYMENT],
    }),
  }),
});

export const {
  useCategoriesQuery,
  useUpdateCategoryMutation,
  useOfferCategoryMutation,
  useLatePaymentQuery,
  useUpdateLatePaymentMutation,
} = categoriesApi;
