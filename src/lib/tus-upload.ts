import type { DetailedError, Upload } from 'tus-js-client';
import { fromCallback } from 'xstate';
import { UPLOAD_TOKEN_HEADER, UPLOADS_PATH } from '../../domain/contract/uploads';
import type { FileUploadEvent, UploadActorInput } from '../../machines/file-upload.machine';

/** The server's own words for a refusal ({ ok: false, message }); '' lets the machine word it. */
function refusalOf(error: Error): { message: string; retryable: boolean } {
  const response = 'originalResponse' in error ? (error as DetailedError).originalResponse : null;
  const status = response?.getStatus() ?? 0;
  // No answer, a conflict over the offset or a server hiccup: the connection is worth another try.
  if (status === 0 || status === 409 || status === 423 || status >= 500) {
    return { message: '', retryable: true };
  }
  try {
    const body = JSON.parse(response?.getBody() ?? '') as { message?: unknown };
    if (typeof body.message === 'string') return { message: body.message, retryable: false };
  } catch {
    // not our JSON: the generic refusal below
  }
  return { message: '', retryable: false };
}

/**
 * The file-upload machine's `upload` actor: one tus attempt. Given the address of an earlier
 * attempt it asks the server's offset (HEAD) and sends only the rest; the machine owns retries.
 */
export const tusUpload = (token: () => Promise<string>) =>
  fromCallback<FileUploadEvent, UploadActorInput>(({ input, sendBack }) => {
    let upload: Upload | null = null;
    let stopped = false;
    // tus-js-client is loaded with the first file: the sign-up's first paint does not carry it.
    void Promise.all([token(), import('tus-js-client')]).then(
      ([uploadToken, tus]) => {
        if (stopped) return;
        const started = new tus.Upload(input.file, {
          endpoint: UPLOADS_PATH,
          uploadUrl: input.uploadUrl,
          retryDelays: null,
          storeFingerprintForResuming: false,
          headers: { [UPLOAD_TOKEN_HEADER]: uploadToken },
          metadata: { filename: input.file.name, filetype: input.file.type, kind: input.kind },
          onUploadUrlAvailable: () => {
            if (started.url) sendBack({ type: 'upload.created', url: started.url });
          },
          onProgress: (sent, total) => sendBack({ type: 'upload.progress', sent, total }),
          onSuccess: () =>
            sendBack({ type: 'upload.succeeded', uploadId: (started.url ?? '').split('/').pop() ?? '' }),
          onError: (error) => sendBack({ type: 'upload.failed', ...refusalOf(error) }),
        });
        upload = started;
        started.start();
      },
      () => sendBack({ type: 'upload.failed', message: '', retryable: true }),
    );
    return () => {
      stopped = true;
      void upload?.abort();
    };
  });
