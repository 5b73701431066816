/** A file the server made: an object URL of it, its name, and its verification code ('' when none). */
export interface DownloadedFile {
  url: string;
  fileName: string;
  code: string;
}

const fileNameOf = (response: Response, fallbackName: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;

/**
 * The responseHandler of a call that downloads a file: the file, named as the server names it (else
 * `fallbackName`), its code read from `codeHeader` when given; a refusal's JSON body otherwise, for
 * failureOf. The object URL (a string) is what the store keeps; the bytes stay in the browser's blob
 * store.
 */
export const fileOrError =
  (fallbackName: string, codeHeader?: string) =>
  async (response: Response): Promise<DownloadedFile | unknown> =>
    response.ok
      ? {
          url: URL.createObjectURL(await response.blob()),
          fileName: fileNameOf(response, fallbackName),
          code: (codeHeader && response.headers.get(codeHeader)) || '',
        }
      : response.json().catch(() => ({}));
