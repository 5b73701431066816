import type {
  AssemblyBody,
  AssemblyDetail,
  AssemblyResults,
  AssemblySummary,
} from '../../../domain/contract/gestao-assemblies';
import { gestaoApi } from './api';

const LIST = { type: 'GestaoAssembly', id: 'LIST' } as const;
const one = (id: number) => ({ type: 'GestaoAssembly' as const, id });

/** Assembleias (gestor): our own API; the turnout only while open, the results once closed. */
const assembliesApi = gestaoApi.enhanceEndpoints({ addTagTypes: ['GestaoAssembly'] }).injectEndpoints({
  endpoints: (b) => ({
    assemblies: b.query<AssemblySummary[], void>({
      query: () => 'gestao/assemblies',
      transformResponse: (r: { assemblies: AssemblySummary[] }) => r.assemblies,
      providesTags: [LIST],
    }),
    assembly: b.query<AssemblyDetail, number>({
      query: (id) => `gestao/assemblies/${id}`,
      transformResponse: (r: { assembly: AssemblyDetail }) => r.assembly,
      providesTags: (_r, _e, id) => [one(id)],
      // The turnout moves while the vote is open: read afresh on each visit.
      keepUnusedDataFor: 0,
    }),
    createAssembly: b.mutation<AssemblyDetail, AssemblyBody>({
      query: (body) => ({ url: 'gestao/assemblies', method: 'POST', body }),
      transformResponse: (r: { assembly: AssemblyDetail }) => r.assembly,
      invalidatesTags: [LIST],
    }),
    publishAssembly: b.mutation<AssemblyDetail, number>({
      query: (id) => ({ url: `gestao/assemblies/${id}/publish`, method: 'POST' }),
      transformResponse: (r: { assembly: AssemblyDetail }) => r.assembly,
      invalidatesTags: (_r, _e, id) => [one(id), LIST],
    }),
    cancelAssembly: b.mutation<AssemblyDetail, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `gestao/assemblies/${id}/cancel`,
        method: 'POST',
        body: { reason },
      }),
      transformResponse: (r: { assembly: AssemblyDetail }) => r.assembly,
      invalidatesTags: (_r, _e, { id }) => [one(id), LIST],
    }),
    assemblyResults: b.query<AssemblyResults, number>({
      query: (id) => `gestao/assemblies/${id}/results`,
      providesTags: (_r, _e, id) => [one(id)],
    }),
  }),
});

export const {
  useAssembliesQuery,
  useAssemblyQuery,
  useCreateAssemblyMutation,
  usePublishAssemblyMutation,
  useCancelAssemblyMutation,
  useAssemblyResultsQuery,
} = assembliesApi;
