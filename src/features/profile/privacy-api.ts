import type { AccessLog, ConsentList } from '../../../domain/contract/privacy-log';
import { api } from '../../lib/api';

/** A file the server made for the member: an object URL of it and its name. */
export interface DownloadedFile {
  url: string;
  fileName: string;
}

const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'meus-dados.zip';

// The object URL (a string) is what the store keeps; the bytes stay in the browser's blob store.
const fileOrError = async (response: Response): Promise<DownloadedFile | unknown> =>
  response.ok
    ? { url: URL.createObjectURL(await response.blob()), fileName: fileNameOf(response) }
    : response.json().catch(() => ({}));

/** /api/privacidade (our own vocabulary): the member's rights over their data. */
export const privacyApi = api.injectEndpoints({
  endpoints: (b) => ({
    myDataExport: b.mutation<DownloadedFile, void>({
      query: () => ({ url: 'privacidade/meus-dados', responseHandler: fileOrError }),
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
