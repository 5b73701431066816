import type {
  AsaasConnectionCheck,
  AsaasSettingsBody,
  AsaasSettingsView,
  ReceivingChoiceBody,
  ReceivingView,
} from '../../../domain/contract/gestao-receiving';
import { gestaoApi } from './api';

const RECEIVING = { type: 'GestaoReceiving', id: 'ASSOCIATION' } as const;
/** Saving or removing the API Pix credentials changes the choice too: the view follows them. */
const PIX_SETTINGS = { type: 'GestaoPixSettings', id: 'ASSOCIATION' } as const;

const receivingApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    receiving: b.query<ReceivingView, void>({
      query: () => 'gestao/receiving',
      providesTags: [RECEIVING, PIX_SETTINGS],
    }),
    chooseReceiving: b.mutation<{ chosen: ReceivingChoiceBody['gateway'] }, ReceivingChoiceBody>({
      query: (body) => ({ url: 'gestao/receiving/choice', method: 'PUT', body }),
      invalidatesTags: [RECEIVING],
    }),
    saveAsaasSettings: b.mutation<AsaasSettingsView, AsaasSettingsBody>({
      query: (body) => ({ url: 'gestao/receiving/asaas', method: 'PUT', body }),
      invalidatesTags: [RECEIVING],
      // The saved settings show at once, with the answer's own date: "Testar conexão", which starts
      // over for each new version, does not start over again when the list is read back.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => undefined);
        if (!saved) return;
        dispatch(
          receivingApi.util.updateQueryData('receiving', undefined, (draft) => {
            draft.asaas = saved.data;
            draft.chosen = 'asaas';
          }),
        );
      },
    }),
    removeAsaasSettings: b.mutation<{ ok: true }, void>({
      query: () => ({ url: 'gestao/receiving/asaas', method: 'DELETE' }),
      invalidatesTags: [RECEIVING],
    }),
    checkAsaasConnection: b.mutation<AsaasConnectionCheck, void>({
      query: () => ({ url: 'gestao/receiving/asaas/check', method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useReceivingQuery,
  useChooseReceivingMutation,
  useSaveAsaasSettingsMutation,
  useRemoveAsaasSettingsMutation,
  useCheckAsaasConnectionMutation,
} = receivingApi;
