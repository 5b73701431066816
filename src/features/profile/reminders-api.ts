import type { PushDevice, ReminderChannels, ReminderSettings } from '../../../domain/contract/reminders';
import { api } from '../../lib/api';
import { failureOf } from '../../lib/api-result';

/** The member's "Lembretes": our own vocabulary on the wire (not a SPEC §7 call). */
const remindersApi = api.injectEndpoints({
  endpoints: (b) => ({
    reminderSettings: b.query<ReminderSettings, void>({
      query: () => 'lembretes',
      transformErrorResponse: failureOf,
      providesTags: [{ type: 'Reminder', id: 'ME' }],
    }),
    saveReminderChannels: b.mutation<ReminderSettings, ReminderChannels>({
      query: (body) => ({ url: 'lembretes', method: 'PUT', body }),
      transformErrorResponse: failureOf,
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
      transformErrorResponse: failureOf,
      invalidatesTags: [{ type: 'Reminder', id: 'ME' }],
    }),
    forgetPushDevice: b.mutation<{ ok: true }, { endpoint: string }>({
      query: (body) => ({ url: 'lembretes/dispositivos', method: 'DELETE', body }),
      transformErrorResponse: failureOf,
      invalidatesTags: [{ type: 'Reminder', id: 'ME' }],
    }),
  }),
});

export const {
  useReminderSettingsQuery,
  useSaveReminderChannelsMutation,
  useRememberPushDeviceMutation,
  useForgetPushDeviceMutation,
} = remindersApi;
