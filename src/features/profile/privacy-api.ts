import type { AccessLog, ConsentList } from '../../../domain/contract/privacy-log';
import { api } from '../../lib/api';
import { fileOrError, type DownloadedFile } from '../../lib/downloaded-file';

/** /api/privacidade (our own vocabulary): the member's rights over their data. */
export const privacyApi = api.injectEndpoints({
  endpoints: (b) => ({
    myDataExport: b.mutation<DownloadedFile, void>({
      query: () => ({ url: 'privacidade/meus-dados', responseHandler: fileOrError('meus-dados.zip') }),
    }),
    myAccessLog: b.query<AccessLog, void>({
      query: () => 'privacidade/acessos',
      providesTags: [{ type: 'Member', id: 'ME' }],
    }),
    // The WhatsApp consent lives with the reminders: its opt-out (invalidating Reminder ME) refreshes this list.
    myConsents: b.query<ConsentList, void>({
      query: () => 'privacidade/consentimentos',
      providesTags: [
        { type: 'Reminder', id: 'ME' },
        { type: 'Terms', id: 'ME' },
      ],
    }),
  }),
});

export const { useMyDataExportMutation, useMyAccessLogQuery, useMyConsentsQuery } = privacyApi;
