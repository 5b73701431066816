import type {
  DeclaredActivities,
  DeclaredActivity,
  NewActivity,
} from '../../../domain/contract/documents-activities';
import type { UploadTokenResponse } from '../../../domain/contract/uploads';
import { documentsApi } from './api';

/** "Adicionar atividade" of "Pontos de atualização": /api/documentos/atividades (our own vocabulary). */
const activitiesApi = documentsApi.injectEndpoints({
  endpoints: (b) => ({
    declaredActivities: b.query<DeclaredActivities, void>({
      query: () => 'documentos/atividades',
      providesTags: [{ type: 'Activity', id: 'LIST' }],
    }),
    declareActivity: b.mutation<DeclaredActivity, NewActivity>({
      query: (body) => ({ url: 'documentos/atividades', method: 'POST', body }),
      transformResponse: (answer: { activity: DeclaredActivity }) => answer.activity,
      invalidatesTags: [{ type: 'Activity', id: 'LIST' }],
    }),
    /** The upload flow under which the proof is sent (the sign-up's tus uploads). */
    activityUploadToken: b.mutation<string, void>({
      query: () => ({ url: 'uploads/token', method: 'POST' }),
      transformResponse: (answer: UploadTokenResponse) => answer.token,
    }),
    /** The proof's bytes as an object URL, for a new tab. */
    activityProof: b.mutation<string, number>({
      query: (id) => ({
        url: `documentos/atividades/${id}/comprovante`,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
});

export const {
  useDeclaredActivitiesQuery,
  useDeclareActivityMutation,
  useActivityUploadTokenMutation,
  useActivityProofMutation,
} = activitiesApi;
