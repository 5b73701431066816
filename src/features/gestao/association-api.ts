import type { AssociationBrand } from '../../../domain/contract/association-brand';
import type {
  AssociationData,
  AssociationUpdate,
  LogoUpload,
} from '../../../domain/contract/gestao-association';
import { gestaoApi } from './api';

const ASSOCIATION = { type: 'GestaoAssociation', id: 'ME' } as const;

/** Dados da associação (gestor) and the brand every staff screen wears. */
const associationApi = gestaoApi.enhanceEndpoints({ addTagTypes: ['GestaoAssociation'] }).injectEndpoints({
  endpoints: (b) => ({
    association: b.query<AssociationData, void>({
      query: () => 'gestao/associacao',
      providesTags: [ASSOCIATION],
    }),
    associationBrand: b.query<AssociationBrand, void>({
      query: () => 'gestao/associacao/marca',
      providesTags: [ASSOCIATION],
    }),
    updateAssociation: b.mutation<AssociationData, AssociationUpdate>({
      query: (body) => ({ url: 'gestao/associacao', method: 'PUT', body }),
      invalidatesTags: [ASSOCIATION],
    }),
    uploadAssociationLogo: b.mutation<AssociationData, LogoUpload>({
      query: (body) => ({ url: 'gestao/associacao/logo', method: 'PUT', body }),
      invalidatesTags: [ASSOCIATION],
    }),
  }),
});

export const {
  useAssociationQuery,
  useAssociationBrandQuery,
  useUpdateAssociationMutation,
  useUploadAssociationLogoMutation,
} = associationApi;
