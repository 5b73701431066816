import { assign, fromPromise, not, or, setup, stateIn } from 'xstate';
import type { CepAddress } from '../domain/cep-address';
import { MAX_FILES } from '../domain/limits';
import { onlyDigits } from '../domain/digits';
import { COMMON_MSG, TITLE } from '../domain/messages';
import type { Outcome } from '../domain/outcome';
import {
  formProblem,
  type AttachedFile,
  type RegistrationDraft,
  type RegistrationField,
} from '../domain/registration-draft';
import type { Physician } from '../domain/registration-lookups';
import { documentProblem } from './document-check';
import { actorError, fail, type Notice } from './notice';
import { failureMessage, succeeded } from './outcome-call';

export interface Credentials {
  user: string;
  password: string;
}

export interface RegistrationFormInput extends RegistrationDraft {
  /** The registry's physician, named above the form. */
  physician: Physician | null;
}

export interface RegistrationFormContext extends RegistrationFormInput {
  error: Notice | null;
  credentials: Credentials | null;
}

export type RegistrationFormEvent =
  | { type: 'field.changed'; field: RegistrationField; value: string }
  | { type: 'terms.changed'; accepted: boolean }
  | { type: 'captcha.changed'; token: string | null }
  | { type: 'files.selected'; files: File[] }
  | { type: 'file.removed'; index: number }
  /** Residente ou Fellow: the proof of the residency or fellowship, one file. */
  | { type: 'residencyProof.selected'; file: File }
  | { type: 'residencyProof.removed' }
  | { type: 'form.submitted' }
  | { type: 'error.dismissed' };

export interface RegistrationFormOutput {
  /** For the auto-login after the registration. */
  credentials: Credentials | null;
}

/** The masked CEP is complete at 9 characters ("00000-000"). */
const MASKED_CEP_LENGTH = 9;

/** The §3 form: its fields, the address by CEP, the documents, then Salvar. */
export const registrationFormMachine = setup({
  types: {} as {
    context: RegistrationFormContext;
    events: RegistrationFormEvent;
    input: RegistrationFormInput;
    output: RegistrationFormOutput;
  },
  actors: {
    /** Takes the CEP's 8 digits; a Failure when the directory does not know it. */
    lookupCep: fromPromise<Outcome<CepAddress>, string>(async () => {
      throw new Error('lookupCep actor not provided');
    }),
    /** Sends the picked files (the app uploads them; resolves with the ones that arrived). */
    readFiles: fromPromise<AttachedFile[], File[]>(async () => {
      throw new Error('readFiles actor not provided');
    }),
    register: fromPromise<Outcome, RegistrationDraft>(async () => {
      throw new Error('register actor not provided');
    }),
  },
  guards: {
    cepComplete: (_, e: { field: RegistrationField; value: string }) =>
      e.field === 'cep' && e.value.length === MASKED_CEP_LENGTH && onlyDigits(e.value).length === 8,
    cepEdited: (_, e: { field: RegistrationField }) => e.field === 'cep',
    formHasProblem: ({ context }) => formProblem(context) !== null,
    readingFiles: or([
      stateIn({ filling: { files: 'reading' } }),
      stateIn({ filling: { files: 'readingResidencyProof' } }),
    ]),
  },
  actions: {
    clearError: assign({ error: null }),
    showRequestError: assign({ error: ({ event }) => fail(actorError(event)) }),
    setField: assign(({ context }, e: { field: RegistrationField; value: string }) => ({
      fields: { ...context.fields, [e.field]: e.value },
    })),
    setTerms: assign((_, accepted: boolean) => ({ termsAccepted: accepted })),
    setCaptcha: assign(({ context }, token: string | null) => ({
      fields: { ...context.fields, captcha: token ?? '' },
    })),
    fillAddress: assign(({ context }, found: Outcome<CepAddress>) => {
      if (!found.ok) return {};
      const a = found.value;
      return {
        fields: {
          ...context.fields,
          street: a.street || context.fields.street,
          district: a.neighbourhood || context.fields.district,
          city: a.city || context.fields.city,
          state: a.state ? a.state.toUpperCase() : context.fields.state,
        },
      };
    }),
    refuseFiles: assign((_, files: File[]) => {
      const problem = files.map(documentProblem).find((p) => p !== null);
      return problem ? { error: fail(problem) } : {};
    }),
    addFiles: assign(({ context }, read: AttachedFile[]) => ({
      attachments: [...context.attachments, ...read].slice(0, MAX_FILES),
    })),
    removeFile: assign(({ context }, index: number) => ({
      attachments: context.attachments.filter((_, i) => i !== index),
    })),
    // A file the checks refused is not read: the proof already attached (if any) stays.
    keepResidencyProof: assign(({ context }, read: AttachedFile[]) => ({
      residencyProof: read[0] ?? context.residencyProof,
    })),
    removeResidencyProof: assign({ residencyProof: null }),
    showFormProblem: assign(({ context }) => ({
      error: fail(formProblem(context) ?? COMMON_MSG.unknownError),
    })),
    // A server refusal titles its message "Ocorreu um problema" (§8); a captcha token is single-use.
    showRegistrationFailure: assign(({ context }, message: string) => ({
      error: { title: TITLE.problem, message },
      fields: { ...context.fields, captcha: '' },
    })),
    keepCredentials: assign(({ context }) => ({
      credentials: { user: context.fields.email.trim(), password: context.fields.password },
    })),
  },
}).createMachine({
  id: 'registrationForm',
  context: ({ input }) => ({ ...input, error: null, credentials: null }),
  on: { 'error.dismissed': { actions: 'clearError' } },
  initial: 'filling',
  states: {
    filling: {
      type: 'parallel',
      states: {
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'field.changed': { actions: { type: 'setField', params: ({ event }) => event } },
                'terms.changed': { actions: { type: 'setTerms', params: ({ event }) => event.accepted } },
                'captcha.changed': { actions: { type: 'setCaptcha', params: ({ event }) => event.token } },
                'file.removed': { actions: { type: 'removeFile', params: ({ event }) => event.index } },
                'residencyProof.removed': { actions: 'removeResidencyProof' },
                'form.submitted': { guard: not('readingFiles'), target: 'validating', actions: 'clearError' },
              },
            },
            validating: {
              always: [
                { guard: 'formHasProblem', target: 'editing', actions: 'showFormProblem' },
                { target: 'registering' },
              ],
            },
            registering: {
              tags: ['busy'],
              invoke: {
                src: 'register',
                input: ({ context }): RegistrationDraft => context,
                onDone: [
                  { guard: succeeded, target: '#registrationForm.registered', actions: 'keepCredentials' },
                  {
                    target: 'editing',
                    actions: { type: 'showRegistrationFailure', params: failureMessage() },
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: { type: 'showRegistrationFailure', params: failureMessage() },
                },
              },
            },
          },
        },
        /** The address is looked up when the masked CEP is complete; failing, the person types it. */
        cep: {
          initial: 'idle',
          on: {
            'field.changed': [
              { guard: { type: 'cepComplete', params: ({ event }) => event }, target: '.looking' },
              { guard: { type: 'cepEdited', params: ({ event }) => event }, target: '.idle' },
            ],
          },
          states: {
            idle: {},
            looking: {
              tags: ['lookingUpCep'],
              invoke: {
                src: 'lookupCep',
                input: ({ context }) => onlyDigits(context.fields.cep),
                onDone: {
                  target: 'idle',
                  actions: { type: 'fillAddress', params: ({ event }) => event.output },
                },
                onError: { target: 'idle' },
              },
            },
          },
        },
        files: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'files.selected': {
                  target: 'reading',
                  actions: { type: 'refuseFiles', params: ({ event }) => event.files },
                },
                'residencyProof.selected': {
                  target: 'readingResidencyProof',
                  actions: { type: 'refuseFiles', params: ({ event }) => [event.file] },
                },
              },
            },
            reading: {
              tags: ['readingFiles'],
              invoke: {
                src: 'readFiles',
                input: ({ event }) =>
                  event.type === 'files.selected'
                    ? event.files.filter((f) => documentProblem(f) === null)
                    : [],
                onDone: {
                  target: 'idle',
                  actions: { type: 'addFiles', params: ({ event }) => event.output },
                },
                onError: { target: 'idle', actions: 'showRequestError' },
              },
            },
            readingResidencyProof: {
              tags: ['readingFiles'],
              invoke: {
                src: 'readFiles',
                input: ({ event }) =>
                  event.type === 'residencyProof.selected' && documentProblem(event.file) === null
                    ? [event.file]
                    : [],
                onDone: {
                  target: 'idle',
                  actions: { type: 'keepResidencyProof', params: ({ event }) => event.output },
                },
                onError: { target: 'idle', actions: 'showRequestError' },
              },
            },
          },
        },
      },
    },
    registered: { type: 'final' },
  },
  output: ({ context }) => ({ credentials: context.credentials }),
});
