import type {
  BannerBody,
  BannerEntry,
  Buyer,
  NewBannerBody,
  Product,
  ProductBody,
} from '../../../domain/contract/gestao-store';
import { gestaoApi } from './api';

const PRODUCTS = { type: 'GestaoProduct', id: 'LIST' } as const;
const BANNERS = { type: 'GestaoBanner', id: 'LIST' } as const;

const storeApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    products: b.query<Product[], void>({
      query: () => 'gestao/products',
      transformResponse: (r: { products: Product[] }) => r.products,
      providesTags: (r) => [
        PRODUCTS,
        ...(r ?? []).map((p) => ({ type: 'GestaoProduct' as const, id: p.id })),
      ],
    }),
    saveProduct: b.mutation<{ product: Product }, { id: number | null; body: ProductBody }>({
      query: ({ id, body }) => ({
        url: id === null ? 'gestao/products' : `gestao/products/${id}`,
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
      invalidatesTags: (_r, _e, { id }) =>
        id === null ? [PRODUCTS] : [PRODUCTS, { type: 'GestaoProduct', id }],
    }),
    removeProductImage: b.mutation<{ product: Product }, number>({
      query: (id) => ({ url: `gestao/products/${id}/image`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [PRODUCTS, { type: 'GestaoProduct', id }],
    }),
    buyers: b.query<Buyer[], number>({
      query: (id) => `gestao/products/${id}/buyers`,
      transformResponse: (r: { buyers: Buyer[] }) => r.buyers,
      providesTags: (_r, _e, id) => [{ type: 'GestaoProduct', id }],
    }),
    banners: b.query<BannerEntry[], void>({
      query: () => 'gestao/banners',
      transformResponse: (r: { banners: BannerEntry[] }) => r.banners,
      providesTags: [BANNERS],
    }),
    createBanner: b.mutation<{ banner: BannerEntry }, NewBannerBody>({
      query: (body) => ({ url: 'gestao/banners', method: 'POST', body }),
      invalidatesTags: [BANNERS],
    }),
    updateBanner: b.mutation<{ banner: BannerEntry }, { id: number; body: BannerBody }>({
      query: ({ id, body }) => ({ url: `gestao/banners/${id}`, method: 'PUT', body }),
      invalidatesTags: [BANNERS],
    }),
    removeBanner: b.mutation<{ ok: true }, number>({
      query: (id) => ({ url: `gestao/banners/${id}`, method: 'DELETE' }),
      invalidatesTags: [BANNERS],
    }),
  }),
});

export const {
  useProductsQuery,
  useSaveProductMutation,
  useRemoveProductImageMutation,
  useBuyersQuery,
  useBannersQuery,
  useCreateBannerMutation,
  useUpdateBannerMutation,
  useRemoveBannerMutation,
} = storeApi;

export const buyersCsvUrl = (productId: number) => `gestao/products/${productId}/buyers.csv`;
