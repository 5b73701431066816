import { assign, fromCallback, fromPromise, setup } from 'xstate';
import {
  activityErrors,
  proofProblem,
  type ActivityErrors,
  type ActivityFields,
} from '../domain/activity-rules';
import type { Outcome } from '../domain/outcome';
import { FILE_UPLOAD_MSG, type FileUploadEvent, type UploadActorInput } from './file-upload.machine';
import { failureMessage, succeeded } from './outcome-call';

export interface ActivityDeclarationInput {
  associationId: number;
  /** São Paulo's date (yyyy-mm-dd): no activity after it. */
  today: string;
  /** The goal's first year: no activity before it. */
  firstYear: number;
}

/** What the declaration sends once the proof arrived (the actor adds the upload token). */
export interface DeclareRequest {
  associationId: number;
  name: string;
  date: string;
  points: number;
  uploadId: string;
}

export type DeclarationErrors = ActivityErrors & { proof?: string };

interface ActivityDeclarationContext extends ActivityDeclarationInput {
  fields: ActivityFields;
  file: File | null;
  errors: DeclarationErrors;
  /** Where the server keeps the proof's upload: sending again resumes there. */
  uploadUrl: string | null;
  uploadId: string | null;
  sent: number;
  total: number;
  /** The server's refusal or a failed upload, shown above the button. */
  error: string | null;
}

export type ActivityDeclarationEvent =
  | { type: 'field'; key: keyof ActivityFields; value: string }
  | { type: 'file'; file: File | null }
  | { type: 'submit' }
  | FileUploadEvent;

const errorsOf = (c: ActivityDeclarationContext): DeclarationErrors => {
  const errors: DeclarationErrors = activityErrors(c.fields, c.today, c.firstYear);
  const proof = proofProblem(c.file);
  return proof ? { ...errors, proof } : errors;
};

/**
 * "Adicionar atividade": the form (name, date, points, proof) checked as the server will, then the
 * proof sent through tus (the sign-up's upload path), then the declaration. A refusal or a broken
 * upload brings the form back with the message; a second try resumes the upload or, once the
 * proof arrived, only declares again.
 */
export const activityDeclarationMachine = setup({
  types: {} as {
    context: ActivityDeclarationContext;
    events: ActivityDeclarationEvent;
    input: ActivityDeclarationInput;
  },
  actors: {
    /** Sends the proof (tus in the app), reporting the file-upload machine's events. */
    upload: fromCallback<FileUploadEvent, UploadActorInput>(() => {
      throw new Error('upload actor not provided');
    }),
    declare: fromPromise<Outcome<unknown>, DeclareRequest>(async () => {
      throw new Error('declare actor not provided');
    }),
  },
  guards: {
    invalid: ({ context }) => Object.keys(errorsOf(context)).length > 0,
    uploaded: ({ context }) => context.uploadId !== null,
  },
  actions: {
    setField: assign(({ context }, p: { key: keyof ActivityFields; value: string }) => ({
      fields: { ...context.fields, [p.key]: p.value },
      errors: { ...context.errors, [p.key]: undefined },
    })),
    setFile: assign(({ context }, file: File | null) => ({
      file,
      uploadUrl: null,
      uploadId: null,
      sent: 0,
      total: file?.size ?? 0,
      errors: { ...context.errors, proof: undefined },
    })),
    showErrors: assign(({ context }) => ({ errors: errorsOf(context), error: null })),
    clearError: assign({ error: null }),
    showError: assign((_, message: string) => ({ error: message })),
    keepUrl: assign((_, url: string) => ({ uploadUrl: url })),
    showProgress: assign((_, p: { sent: number; total: number }) => ({ sent: p.sent, total: p.total })),
    keepId: assign(({ context }, uploadId: string) => ({ uploadId, sent: context.total })),
  },
}).createMachine({
  id: 'activityDeclaration',
  context: ({ input }) => ({
    ...input,
    fields: { name: '', date: '', points: '' },
    file: null,
    errors: {},
    uploadUrl: null,
    uploadId: null,
    sent: 0,
    total: 0,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        field: { actions: { type: 'setField', params: ({ event }) => event } },
        file: { actions: { type: 'setFile', params: ({ event }) => event.file } },
        submit: [
          { guard: 'invalid', actions: 'showErrors' },
          { guard: 'uploaded', target: 'declaring', actions: 'clearError' },
          { target: 'uploading', actions: 'clearError' },
        ],
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'upload',
        input: ({ context }) => ({
          file: context.file!,
          kind: 'document' as const,
          uploadUrl: context.uploadUrl,
        }),
      },
      on: {
        'upload.created': { actions: { type: 'keepUrl', params: ({ event }) => event.url } },
        'upload.progress': { actions: { type: 'showProgress', params: ({ event }) => event } },
        'upload.succeeded': {
          target: 'declaring',
          actions: { type: 'keepId', params: ({ event }) => event.uploadId },
        },
        'upload.failed': {
          target: 'editing',
          actions: {
            type: 'showError',
            params: ({ event }) =>
              event.retryable ? FILE_UPLOAD_MSG.failed : event.message || FILE_UPLOAD_MSG.refused,
          },
        },
      },
    },
    declaring: {
      tags: ['busy'],
      invoke: {
        src: 'declare',
        input: ({ context }) => ({
          associationId: context.associationId,
          name: context.fields.name.trim(),
          date: context.fields.date,
          points: Number(context.fields.points.trim()),
          uploadId: context.uploadId!,
        }),
        onDone: [
          { guard: succeeded, target: 'sent' },
          {
            target: 'editing',
            actions: { type: 'showError', params: failureMessage(FILE_UPLOAD_MSG.failed) },
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'showError', params: failureMessage(FILE_UPLOAD_MSG.failed) },
        },
      },
    },
    sent: { type: 'final' },
  },
});
