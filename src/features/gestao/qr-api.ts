import type { AssociationQrResponse } from '../../../domain/contract/gestao-qr';
import { gestaoApi } from './api';

const qrApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    associationQr: b.query<AssociationQrResponse, number>({
      query: (categoryId) => `gestao/qr/${categoryId}`,
    }),
  }),
});

export const { useAssociationQrQuery } = qrApi;

export const posterUrl = (categoryId: number) => `gestao/qr/${categoryId}/poster.pdf`;
