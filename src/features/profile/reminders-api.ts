import type {
  PushDevice,
  ReminderChannels,
  ReminderSettings,
  WhatsappConsent,
  WhatsappOptIn,
} from '../../../domain/contract/reminders';
import { api } from '../../lib/api';

/** The member's "Lembretes": our own vocabulary on the wire (not a SPEC §7 call). */
const remindersApi = api.injectEndpoints({
  endpoints: (b) => ({
    reminderSettings: b.query<ReminderSettings, void>({
      query: () => 'lembretes',
      providesTags: [{ type: 'Reminder', id: 'ME' }],
    }),
    saveReminderChannels: b.mutation<ReminderSettings, ReminderChannels>({
      query: (body) => ({ url: 'lembretes', method: 'PUT', body }),
      // The box shows the new choice at once; a refusal puts the old one back.
      async onQueryStarted(channels, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          remindersApi.util.updateQueryData('reminderSettings', undefined, (draft) => {
            Object.assign(draft, channels);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(remindersApi.util.upsertQueryData('reminderSettings', undefined, data));
        } catch {
          patch.undo();
        }
      },
    }),
    rememberPushDevice: b.mutation<{ ok: true }, PushDevice>({
      query: (body) => ({ url: 'lembretes/dispositivos', method: 'POST', body }),
      invalidatesTags: [{ type: 'Reminder', id: 'ME' }],
    }),
    forgetPushDevice: b.mutation<{ ok: true }, { endpoint: string }>({
      query: (body) => ({ url: 'lembretes/dispositivos', method: 'DELETE', body }),
      invalidatesTags: [{ type: 'Reminder', id: 'ME' }],
    }),
    whatsappConsent: b.query<WhatsappConsent, void>({
      query: () => 'lembretes/whatsapp',
      providesTags: [{ type: 'Reminder', id: 'ME' }],
    }),
    optInWhatsapp: b.mutation<WhatsappConsent, WhatsappOptIn>({
      query: (body) => ({ url: 'lembretes/whatsapp', method: 'PUT', body }),
      invalidatesTags: [{ type: 'Reminder', id: 'ME' }],
    }),
    optOutWhatsapp: b.mutation<WhatsappConsent, void>({
      query: () => ({ url: 'lembretes/whatsapp', method: 'DELETE' }),
      invalidatesTags: [{ type: 'Reminder', id: 'ME' }],
    }),
  }),
});

export const {
  useWhatsappConsentQuery,
  useOptInWhatsappMutation,
  useOptOutWhatsappMutation,
  useReminderSettingsQuery,
  useSaveReminderChannelsMutation,
  useRememberPushDeviceMutation,
  useForgetPushDeviceMutation,
} = remindersApi;
