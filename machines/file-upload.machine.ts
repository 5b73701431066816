import { assign, fromCallback, setup } from 'xstate';
import { ALLOWED_VIDEO_TYPES } from '../domain/constants';
import type { UploadKind } from '../domain/contract/uploads';
import { normalizeDeclaredMime } from '../domain/file-type';

/** What the bar says when a file did not get through (the server's own refusals say why). */
export const FILE_UPLOAD_MSG = {
  failed: 'Não foi possível enviar o arquivo. Verifique sua conexão e tente novamente.',
  refused: 'O envio do arquivo foi recusado. Tente novamente.',
} as const;

const VIDEO_EXTENSIONS: readonly string[] = ALLOWED_VIDEO_TYPES.extensions;

/** §5's video mode takes a file the browser calls a video (or, naming no type, a .mp4/.webm). */
export function uploadKindOf(declaredType: string, extension: string): UploadKind {
  const declared = normalizeDeclaredMime(declaredType);
  return (declared ? declared.startsWith('video/') : VIDEO_EXTENSIONS.includes(extension))
    ? 'video'
    : 'document';
}

/** A broken connection is tried again this many times on its own before the person is asked. */
export const AUTO_RETRIES = 3;

export interface FileUploadInput {
  file: File;
  kind: UploadKind;
}

/** What the upload actor reports while it sends the file. */
export type UploadReport =
  | { type: 'upload.created'; url: string }
  | { type: 'upload.progress'; sent: number; total: number }
  | { type: 'upload.succeeded'; uploadId: string }
  /** retryable: the connection failed; otherwise the server refused the file (message says why, if it did). */
  | { type: 'upload.failed'; message: string; retryable: boolean };

export type FileUploadEvent = UploadReport | { type: 'start' } | { type: 'retry' } | { type: 'cancel' };

export interface FileUploadContext {
  file: File;
  kind: UploadKind;
  /** Where the server keeps the upload: a new attempt resumes there from the server's offset. */
  uploadUrl: string | null;
  uploadId: string | null;
  sent: number;
  total: number;
  failures: number;
  error: string | null;
}

export interface UploadActorInput {
  file: File;
  kind: UploadKind;
  uploadUrl: string | null;
}

/** Whole percent sent, for the progress bar. */
export const percentSent = ({ sent, total }: Pick<FileUploadContext, 'sent' | 'total'>) =>
  total > 0 ? Math.min(100, Math.floor((sent * 100) / total)) : 0;

/** One file's upload: idle → uploading (progress) → done | failed (retry), resuming after a break. */
export const fileUploadMachine = setup({
  types: {} as {
    context: FileUploadContext;
    events: FileUploadEvent;
    input: FileUploadInput;
    output: { uploadId: string | null };
  },
  actors: {
    /** Sends the file (tus in the app), reporting UploadReport events; stopping it aborts. */
    upload: fromCallback<FileUploadEvent, UploadActorInput>(() => {
      throw new Error('upload actor not provided');
    }),
  },
  delays: {
    /** A pause before trying a broken connection again. */
    retryDelay: 2_000,
  },
  guards: {
    mayRetryAlone: ({ context }, failure: { retryable: boolean }) =>
      failure.retryable && context.failures < AUTO_RETRIES,
  },
  actions: {
    keepUrl: assign((_, url: string) => ({ uploadUrl: url })),
    showProgress: assign((_, p: { sent: number; total: number }) => ({ sent: p.sent, total: p.total })),
    keepId: assign(({ context }, uploadId: string) => ({ uploadId, sent: context.total })),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    showError: assign((_, message: string) => ({ error: message })),
    clearError: assign({ error: null, failures: 0 }),
  },
}).createMachine({
  id: 'fileUpload',
  initial: 'idle',
  context: ({ input }) => ({
    file: input.file,
    kind: input.kind,
    uploadUrl: null,
    uploadId: null,
    sent: 0,
    total: input.file.size,
    failures: 0,
    error: null,
  }),
  states: {
    idle: { on: { start: 'uploading' } },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'upload',
        input: ({ context }) => ({ file: context.file, kind: context.kind, uploadUrl: context.uploadUrl }),
      },
      on: {
        'upload.created': { actions: { type: 'keepUrl', params: ({ event }) => event.url } },
        'upload.progress': { actions: { type: 'showProgress', params: ({ event }) => event } },
        'upload.succeeded': {
          target: 'done',
          actions: { type: 'keepId', params: ({ event }) => event.uploadId },
        },
        'upload.failed': [
          {
            guard: { type: 'mayRetryAlone', params: ({ event }) => event },
            target: 'waitingToRetry',
            actions: 'countFailure',
          },
          {
            target: 'failed',
            actions: {
              type: 'showError',
              params: ({ event }) =>
                event.retryable ? FILE_UPLOAD_MSG.failed : event.message || FILE_UPLOAD_MSG.refused,
            },
          },
        ],
        cancel: 'cancelled',
      },
    },
    waitingToRetry: {
      tags: ['busy'],
      after: { retryDelay: 'uploading' },
      on: { cancel: 'cancelled' },
    },
    failed: {
      on: {
        retry: { target: 'uploading', actions: 'clearError' },
        cancel: 'cancelled',
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ uploadId: context.uploadId }),
});
