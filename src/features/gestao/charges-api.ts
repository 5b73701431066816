import type {
  GestaoItem,
  BatchList,
  CancelItemBody,
  ChargeCategory,
  ChargeCreated,
  ChargeMember,
  ChargePreview,
  ItemList,
  ItemListQuery,
  ManualPaymentBody,
  ManualPaymentDone,
  NewChargeBody,
} from '../../../domain/contract/gestao-charges';
import { gestaoApi } from './api';

/** A query string without the empty values. */
export function chargesQueryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** What changes when items are created, withdrawn or paid. */
const itemsChanged = [
  { type: 'GestaoItem' as const, id: 'LIST' },
  { type: 'GestaoPayment' as const, id: 'LIST' },
  { type: 'GestaoDashboard' as const, id: 'LIST' },
  { type: 'GestaoMember' as const, id: 'LIST' },
  { type: 'GestaoAudit' as const, id: 'LIST' },
];

const chargesApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    chargeCategories: b.query<ChargeCategory[], void>({
      query: () => 'gestao/charges/categories',
      transformResponse: (r: { categories: ChargeCategory[] }) => r.categories,
      providesTags: [{ type: 'GestaoCategory', id: 'LIST' }],
    }),
    chargeMembers: b.query<ChargeMember[], string>({
      query: (q) => `gestao/charges/members?${chargesQueryString({ q })}`,
      transformResponse: (r: { members: ChargeMember[] }) => r.members,
    }),
    previewCharge: b.mutation<ChargePreview, NewChargeBody>({
      query: (body) => ({ url: 'gestao/charges/preview', method: 'POST', body }),
    }),
    createCharge: b.mutation<ChargeCreated, { idempotencyKey: string; body: NewChargeBody }>({
      query: ({ idempotencyKey, body }) => ({
        url: 'gestao/charges',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: itemsChanged,
    }),
    chargeBatches: b.query<BatchList, { limit: number; offset: number }>({
      query: (q) => `gestao/charges/batches?${chargesQueryString(q)}`,
      providesTags: [{ type: 'GestaoItem', id: 'LIST' }],
    }),
    chargeItems: b.query<ItemList, Partial<ItemListQuery>>({
      query: (q) => `gestao/charges/items?${chargesQueryString(q)}`,
      providesTags: (r) => [
        { type: 'GestaoItem', id: 'LIST' },
        ...(r?.items ?? []).map((i) => ({ type: 'GestaoItem' as const, id: i.id })),
      ],
    }),
    cancelItem: b.mutation<GestaoItem, { itemId: number } & CancelItemBody>({
      query: ({ itemId, ...body }) => ({
        url: `gestao/charges/items/${itemId}/cancel`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { itemId }) => [{ type: 'GestaoItem', id: itemId }, ...itemsChanged],
    }),
    registerManualPayment: b.mutation<ManualPaymentDone, { itemId: number } & ManualPaymentBody>({
      query: ({ itemId, ...body }) => ({
        url: `gestao/charges/items/${itemId}/manual-payment`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { itemId }) => [{ type: 'GestaoItem', id: itemId }, ...itemsChanged],
    }),
  }),
});

export const {
  useChargeCategoriesQuery,
  useChargeMembersQuery,
  usePreviewChargeMutation,
  useCreateChargeMutation,
  useChargeBatchesQuery,
  useChargeItemsQuery,
  useCancelItemMutation,
  useRegisterManualPaymentMutation,
} = chargesApi;
