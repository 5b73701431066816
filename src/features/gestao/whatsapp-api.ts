import type {
  WhatsappConnectionCheck,
  WhatsappSettingsBody,
  WhatsappSettingsView,
  WhatsappView,
} from '../../../domain/contract/gestao-whatsapp';
import { gestaoApi } from './api';

const WHATSAPP = { type: 'GestaoWhatsapp', id: 'ASSOCIATION' } as const;

const whatsappApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    whatsapp: b.query<WhatsappView, void>({
      query: () => 'gestao/whatsapp',
      providesTags: [WHATSAPP],
    }),
    saveWhatsapp: b.mutation<WhatsappSettingsView, WhatsappSettingsBody>({
      query: (body) => ({ url: 'gestao/whatsapp', method: 'PUT', body }),
      invalidatesTags: [WHATSAPP],
      // As Recebimentos › Asaas: the saved settings show at once, "Testar conexão" starts over once.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => undefined);
        if (!saved) return;
        dispatch(
          whatsappApi.util.updateQueryData('whatsapp', undefined, (draft) => {
            draft.settings = saved.data;
          }),
        );
      },
    }),
    removeWhatsapp: b.mutation<{ ok: true }, void>({
      query: () => ({ url: 'gestao/whatsapp', method: 'DELETE' }),
      invalidatesTags: [WHATSAPP],
    }),
    checkWhatsapp: b.mutation<WhatsappConnectionCheck, void>({
      query: () => ({ url: 'gestao/whatsapp/check', method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useWhatsappQuery,
  useSaveWhatsappMutation,
  useRemoveWhatsappMutation,
  useCheckWhatsappMutation,
} = whatsappApi;
