import type {
  AnnuityPricesBody,
  CategoriesResponse,
  AssociationCategory,
  LatePaymentSettings,
} from '../../../domain/contract/gestao-categories';
import type {
  AnnuityDatesBody,
  AssociationCategoriesResponse,
  NewCategoryBody,
  PromotionRule,
  SavedCategory,
} from '../../../domain/contract/gestao-category-catalog';
import { gestaoApi } from './api';

const LIST = { type: 'GestaoCategory', id: 'LIST' } as const;
const LATE_PAYMENT = { type: 'GestaoCategory', id: 'LATE_PAYMENT' } as const;
const listTags = (r?: { categories: { categoryId: number }[] }) => [
  LIST,
  ...(r?.categories ?? []).map((c) => ({ type: 'GestaoCategory' as const, id: c.categoryId })),
];
const one = (categoryId: number) => [{ type: 'GestaoCategory' as const, id: categoryId }, LIST];

const categoriesApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    /** The categories the association offers (QR, events, store pick from them). */
    categories: b.query<CategoriesResponse, void>({
      query: () => 'gestao/categories',
      providesTags: listTags,
    }),
    associationCategories: b.query<AssociationCategoriesResponse, void>({
      query: () => 'gestao/association-categories',
      providesTags: listTags,
    }),
    createCategory: b.mutation<SavedCategory, NewCategoryBody>({
      query: (body) => ({ url: 'gestao/association-categories', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    renameCategory: b.mutation<SavedCategory, { categoryId: number; name: string }>({
      query: ({ categoryId, name }) => ({
        url: `gestao/association-categories/${categoryId}/name`,
        method: 'PUT',
        body: { name },
      }),
      invalidatesTags: (_r, _e, { categoryId }) => one(categoryId),
    }),
    retireCategory: b.mutation<SavedCategory, { categoryId: number; retired: boolean }>({
      query: ({ categoryId, retired }) => ({
        url: `gestao/association-categories/${categoryId}/retirement`,
        method: 'PUT',
        body: { retired },
      }),
      invalidatesTags: (_r, _e, { categoryId }) => one(categoryId),
    }),
    setPromotionRule: b.mutation<SavedCategory, { categoryId: number; promotion: PromotionRule | null }>({
      query: ({ categoryId, promotion }) => ({
        url: `gestao/association-categories/${categoryId}/promotion`,
        method: 'PUT',
        body: { promotion },
      }),
      invalidatesTags: (_r, _e, { categoryId }) => one(categoryId),
    }),
    setAnnuityDates: b.mutation<SavedCategory, AnnuityDatesBody & { categoryId: number }>({
      query: ({ categoryId, ...body }) => ({
        url: `gestao/association-categories/${categoryId}/annuity-dates`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, _e, { categoryId }) => one(categoryId),
    }),
    updateCategory: b.mutation<{ category: AssociationCategory }, AnnuityPricesBody & { categoryId: number }>(
      {
        query: ({ categoryId, ...body }) => ({ url: `gestao/categories/${categoryId}`, method: 'PUT', body }),
        invalidatesTags: (_r, _e, { categoryId }) => one(categoryId),
      },
    ),
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
  useAssociationCategoriesQuery,
  useCreateCategoryMutation,
  useRenameCategoryMutation,
  useRetireCategoryMutation,
  useSetPromotionRuleMutation,
  useSetAnnuityDatesMutation,
  useUpdateCategoryMutation,
  useLatePaymentQuery,
  useUpdateLatePaymentMutation,
} = categoriesApi;
