import { api } from '../../lib/api';
import { fileOrError, type DownloadedFile } from '../../lib/downloaded-file';

/** /api/privacidade (our own vocabulary): the member's rights over their data. */
export const privacyApi = api.injectEndpoints({
  endpoints: (b) => ({
    myDataExport: b.mutation<DownloadedFile, void>({
      query: () => ({ url: 'privacidade/meus-dados', responseHandler: fileOrError('meus-dados.zip') }),
    }),
  }),
});

export const { useMyDataExportMutation } = privacyApi;
