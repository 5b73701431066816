import type {
  PixConnectionCheck,
  PixSettings,
  PixSettingsBody,
  PixSettingsResponse,
  PixSettingsSaved,
} from '../../../domain/contract/gestao-pix-settings';
import { gestaoApi } from './api';

const SETTINGS = { type: 'GestaoPixSettings', id: 'ASSOCIATION' } as const;

const pixSettingsApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    pixSettings: b.query<PixSettings | null, void>({
      query: () => 'gestao/pix-settings',
      transformResponse: (r: PixSettingsResponse) => r.settings,
      providesTags: [SETTINGS],
    }),
    /** The saved settings, and whether the bank took Quita's webhook for the PIX key. */
    savePixSettings: b.mutation<PixSettingsSaved, PixSettingsBody>({
      query: (body) => ({ url: 'gestao/pix-settings', method: 'PUT', body }),
      invalidatesTags: [SETTINGS],
      // As Recebimentos › Asaas: the saved settings show at once, "Testar conexão" starts over once.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => undefined);
        if (!saved) return;
        dispatch(pixSettingsApi.util.upsertQueryData('pixSettings', undefined, saved.data.settings));
      },
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
