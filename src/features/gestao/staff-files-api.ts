import { gestaoApi } from './api';

/**
 * A gestão file (a member's document, a CSV export) fetched with the staff token: nothing
 * the back office shows is at a public address. The answer is a blob: URL of the bytes (a string,
 * so the store stays serializable); whoever asked revokes it when done.
 */
const staffFilesApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    staffFile: b.mutation<string, string>({
      query: (url) => ({
        url,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
});

export const { useStaffFileMutation } = staffFilesApi;

/** Saves a blob: URL as a file with the given name (the browser's download). */
export function saveAs(blobUrl: string, fileName: string) {
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
}

/**
 * Shows a blob: URL in a new tab (the browser's own PDF or image viewer); when the browser blocks
 * the tab, the caller gets false and offers a link instead.
 */
export function openInNewTab(blobUrl: string): boolean {
  const tab = window.open(blobUrl, '_blank');
  if (!tab) return false;
  tab.opener = null;
  // The tab has loaded the bytes well before then; the URL is not needed after.
  setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
  return true;
}
