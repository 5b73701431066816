import type {
  PixConnectionCheck,
  PixSettings,
  PixSettingsBody,
  PixSettingsResponse,
} from '../../../domain/contract/gestao-pix-settings';
import { gestaoApi } from './api';

const SETTINGS = { type: 'BackOfficePixSettings', id: 'ISSUER' } as const;

const pixSettingsApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    pixSettings: b.query<PixSettings | null, void>({
      query: () => 'gestao/pix-settings',
      transformResponse: (r: PixSettingsResponse) => r.settings,
      providesTags: [SETTINGS],
    }),
    savePixSettings: b.mutation<PixSettings | null, PixSettingsBody>({
      query: (body) => ({ url: 'gestao/pix-settings', method: 'PUT', body }),
      transformResponse: (r: PixSettingsResponse) => r.settings,
      invalidatesTags: [SETTINGS],
    }),
    removePixSettings: b.mutation<{ ok: true }, void>({
      query: () => ({ url: 'gestao/pix-settings', method: 'DELETE' }),
      invalidatesTags: [SETTINGS],
    }),
    checkPixConnection: b.mutation<PixConnectionCheck, void>({
      query: () => ({ url: 'gestao/pix-settings/check', method: 'POST', body: {} }),
    }),
  }),
});

export const {
  usePixSettingsQuery,
  useSavePixSettingsMutation,
  useRemovePixSettingsMutation,
  useCheckPixConnectionMutation,
} = pixSettingsApi;
