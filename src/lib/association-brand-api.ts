import { skipToken } from '@reduxjs/toolkit/query/react';
import type { AssociationBrand } from '../../domain/contract/association-brand';
import { api } from './api';
import { brandStyle, type BrandStyle } from './brand-style';

/** An association's brand (public, our own vocabulary): what its member screens wear. */
export const publicBrandApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicAssociationBrand: build.query<AssociationBrand, number>({
      query: (associationId) => `associacoes/${associationId}/marca`,
    }),
  }),
});

/** The association's colour on one of its member screens: Quita's own look until it is known. */
export function useAssociationBrandStyle(associationId: number | undefined): BrandStyle {
  const { data } = publicBrandApi.usePublicAssociationBrandQuery(associationId ?? skipToken);
  return brandStyle(data?.primaryColor, 'member-branded');
}
