import { skipToken } from '@reduxjs/toolkit/query/react';
import type { AssociationBrand } from '../../domain/contract/association-brand';
import { api } from './api';
import { brandStyle, type BrandStyle } from './brand-style';

/** An association's brand (public, our own vocabulary): what its member screens wear. */
export const issuerBrandApi = api.injectEndpoints({
  endpoints: (build) => ({
    issuerBrand: build.query<AssociationBrand, number>({
      query: (issuerId) => `associacoes/${issuerId}/marca`,
    }),
  }),
});

/** The association's colour on one of its member screens: Quita's own look until it is known. */
export function useIssuerBrandStyle(issuerId: number | undefined): BrandStyle {
  const { data } = issuerBrandApi.useIssuerBrandQuery(issuerId ?? skipToken);
  return brandStyle(data?.primaryColor, 'member-branded');
}
