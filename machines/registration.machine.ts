import { assign, fromPromise, not, or, setup, stateIn } from 'xstate';
import { NO_UF, UF_CODES } from '../domain/brazil-states';
import { CRM_MIN_LENGTH, RESEND_WAIT_S } from '../domain/constants';
import type {
  ArquivoUpload,
  CepResult,
  CodeChannel,
  CodeResponse,
  DadosMedico,
  EnviarCodigoConfirmacaoBody,
  MedicoCrmBody,
  MedicoCrmResponse,
  RegistrarContaBody,
  RegistrarContaResponse,
  UserRegisteredBody,
  UserRegisteredResponse,
  VerificarCodigoConfirmacaoBody,
  VerificarCodigoConfirmacaoResponse,
} from '../domain/contract/registration';
import { isValidCpf } from '../domain/cpf';
import { normalizeCrm, ophthalmologyRqe } from '../domain/crm';
import { onlyDigits } from '../domain/digits';
import { MSG, TITLE } from '../domain/messages';
import { MAX_FILES } from '../domain/contract/registration';
import * as codeStep from './code-step';
import { documentProblem } from './document-check';
import {
  emptyRegistrationFields,
  formProblem,
  prefillFields,
  toRegistrarContaBody,
  type RegistrationDraft,
  type RegistrationField,
} from './registration-form';

/** A message for the alert dialog, with the title it goes under. */
export interface Notice {
  title: string;
  message: string;
}

export interface Credentials {
  usuario: string;
  senha: string;
}

export interface RegistrationInput {
  /** The issuer of the route (/register/:idEmitenteML); null without one. */
  idEmitenteML: number | null;
  /** /associese: the CRM is checked against the registry and documents may be needed. */
  associationMode: boolean;
}

export interface RegistrationContext extends RegistrationDraft {
  /** Where the issuer can send a code to (masked), for a registrant it knows. */
  sendOptions: UserRegisteredResponse['opcoesEnvio'];
  channel: CodeChannel | null;
  code: string;
  /** The server's "Enviamos o código para …". */
  sentTo: string;
  secondsLeft: number;
  physician: DadosMedico | null;
  /** Why the CRM did not validate (unknown or inactive), shown beside the field. */
  crmMessage: string | null;
  error: Notice | null;
  credentials: Credentials | null;
}

export type RegistrationEvent =
  | { type: 'cpf.changed'; value: string }
  | { type: 'cpf.submitted' }
  | { type: 'channel.chosen'; channel: CodeChannel }
  | { type: 'code.changed'; value: string }
  | { type: 'code.submitted' }
  | { type: 'code.resend' }
  | { type: 'crm.changed'; value: string }
  | { type: 'crmUf.changed'; value: string }
  | { type: 'crm.confirmed' }
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

export interface RegistrationOutput {
  /** For the auto-login after a registration; null when the CPF already had an account. */
  credentials: Credentials | null;
}

/** The masked CPF is complete at 14 characters ("000.000.000-00"). */
const MASKED_CPF_LENGTH = 14;
/** The masked CEP is complete at 9 characters ("00000-000"). */
const MASKED_CEP_LENGTH = 9;

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : MSG.unknownError;
// Reached from onError: the event is the actor's error event, outside the machine's own union.
const actorError = (event: unknown) => errorText((event as { error?: unknown }).error);

const fail = (message: string): Notice => ({ title: TITLE.error, message });

const isCompleteCpf = (value: string) => value.length === MASKED_CPF_LENGTH;
const crmLookupReady = (crm: string, uf: string) =>
  normalizeCrm(crm).length >= CRM_MIN_LENGTH && (UF_CODES as readonly string[]).includes(uf);

const registration = setup({
  types: {} as {
    context: RegistrationContext;
    events: RegistrationEvent;
    input: RegistrationInput;
    output: RegistrationOutput;
  },
  actors: {
    checkCpf: fromPromise<UserRegisteredResponse, UserRegisteredBody>(async () => {
      throw new Error('checkCpf actor not provided');
    }),
    sendCode: fromPromise<CodeResponse, EnviarCodigoConfirmacaoBody>(async () => {
      throw new Error('sendCode actor not provided');
    }),
    verifyCode: fromPromise<VerificarCodigoConfirmacaoResponse, VerificarCodigoConfirmacaoBody>(async () => {
      throw new Error('verifyCode actor not provided');
    }),
    lookupPhysician: fromPromise<MedicoCrmResponse, MedicoCrmBody>(async () => {
      throw new Error('lookupPhysician actor not provided');
    }),
    /** Takes the CEP's 8 digits; fails when the directory does not know it. */
    lookupCep: fromPromise<CepResult, string>(async () => {
      throw new Error('lookupCep actor not provided');
    }),
    /** Sends the picked files (the app uploads them; resolves with the ones that arrived). */
    readFiles: fromPromise<ArquivoUpload[], File[]>(async () => {
      throw new Error('readFiles actor not provided');
    }),
    register: fromPromise<RegistrarContaResponse, RegistrarContaBody>(async () => {
      throw new Error('register actor not provided');
    }),
  },
  delays: {
    ...codeStep.delays,
    /** Typing a CRM: the lookup waits for a pause instead of firing at every digit. */
    crmSettle: 600,
  },
  guards: {
    ...codeStep.guards,
    cpfEmpty: ({ context }) => context.fields.cpf.trim() === '',
    cpfInvalid: ({ context }) => !isValidCpf(context.fields.cpf),
    completeValidCpf: (_, value: string) => isCompleteCpf(value) && isValidCpf(value),
    completeInvalidCpf: (_, value: string) => isCompleteCpf(value) && !isValidCpf(value),
    hasAccount: (_, r: UserRegisteredResponse) => r.registrado,
    knownToIssuer: ({ context }, r: UserRegisteredResponse) =>
      r.registradoEmitente && context.idEmitenteML !== null,
    offered: ({ context }, channel: CodeChannel) => Boolean(context.sendOptions[channel]),
    succeeded: (_, r: { resultado: boolean }) => r.resultado,
    verified: (_, r: VerificarCodigoConfirmacaoResponse) => r.resultado && Boolean(r.EMITENTE),
    verifiedInAssociationMode: ({ context }, r: VerificarCodigoConfirmacaoResponse) =>
      context.associationMode && r.resultado && Boolean(r.EMITENTE),
    crmReady: ({ context }, p: { crm: string; uf: string }) =>
      context.associationMode && crmLookupReady(p.crm, p.uf),
    physicianUnknown: (_, r: MedicoCrmResponse) => r.dadosMedico === null,
    physicianInactive: (_, r: MedicoCrmResponse) => r.dadosMedico?.situacao !== 'A',
    mayLeaveCrm: ({ context }) => !context.associationMode || context.crmValidated,
    cepComplete: (_, e: { field: RegistrationField; value: string }) =>
      e.field === 'cep' && e.value.length === MASKED_CEP_LENGTH && onlyDigits(e.value).length === 8,
    cepEdited: (_, e: { field: RegistrationField }) => e.field === 'cep',
    formHasProblem: ({ context }) => formProblem(context) !== null,
    readingFiles: or([
      stateIn({ form: { files: 'reading' } }),
      stateIn({ form: { files: 'readingResidencyProof' } }),
    ]),
  },
  actions: {
    ...codeStep.countdownActions<RegistrationContext, RegistrationEvent>(),
    ...codeStep.entryActions<RegistrationContext, RegistrationEvent>(),
    clearError: assign({ error: null }),
    setCpf: assign(({ context }, value: string) => ({
      fields: { ...context.fields, cpf: value },
      error: null,
    })),
    refuseInvalidCpf: assign(({ context }) => ({
      fields: { ...context.fields, cpf: '' },
      error: fail(MSG.cpfInvalid),
    })),
    requireCpf: assign({ error: fail(MSG.cpfEmpty) }),
    keepSendOptions: assign((_, r: UserRegisteredResponse) => ({ sendOptions: r.opcoesEnvio })),
    setChannel: assign((_, channel: CodeChannel) => ({ channel })),
    startCountdown: assign((_, r: CodeResponse) => ({
      secondsLeft: RESEND_WAIT_S,
      sentTo: r.msg ?? '',
      code: '',
    })),
    requireSixDigits: assign({ error: fail(MSG.confirmationCodeInvalid) }),
    refuseCode: assign((_, r: { msg?: string }) => ({
      code: '',
      error: fail(r.msg ?? MSG.confirmationCodeInvalid),
    })),
    showFailure: assign((_, r: { msg?: string }) => ({ error: fail(r.msg ?? MSG.unknownError) })),
    showRequestError: assign({ error: ({ event }) => fail(actorError(event)) }),
    prefill: assign(({ context }, r: VerificarCodigoConfirmacaoResponse) => ({
      fields: r.EMITENTE ? prefillFields(context.fields, r.EMITENTE, r.NOME_APRESENTACAO) : context.fields,
      confirmation: context.channel ? { code: context.code, channel: context.channel } : null,
    })),
    setCrm: assign((_, value: string) => ({
      crm: value,
      physician: null,
      crmValidated: false,
      temRQEOftalmologista: false,
      rqe: '',
      crmMessage: null,
    })),
    setCrmUf: assign((_, value: string) => ({
      crmUf: value,
      physician: null,
      crmValidated: false,
      temRQEOftalmologista: false,
      rqe: '',
      crmMessage: null,
    })),
    crmUnknown: assign({ crmMessage: MSG.crmNotFound }),
    crmInactive: assign({ crmMessage: MSG.crmInactive }),
    acceptPhysician: assign(({ context }, r: MedicoCrmResponse) => {
      const physician = r.dadosMedico;
      if (!physician) return {};
      const { hasRqe, rqe } = ophthalmologyRqe(physician.especialidade);
      return {
        physician,
        crmValidated: true,
        temRQEOftalmologista: hasRqe,
        rqe,
        crmMessage: null,
        // The registry's name starts the form when the person has not typed one.
        fields: context.fields.nome.trim() ? context.fields : { ...context.fields, nome: physician.nome },
      };
    }),
    requireValidCrm: assign(({ context }) => ({ error: fail(context.crmMessage ?? MSG.crmNotFound) })),
    setField: assign(({ context }, e: { field: RegistrationField; value: string }) => ({
      fields: { ...context.fields, [e.field]: e.value },
    })),
    setTerms: assign((_, accepted: boolean) => ({ aceiteTermos: accepted })),
    setCaptcha: assign(({ context }, token: string | null) => ({
      fields: { ...context.fields, recaptcha: token ?? '' },
    })),
    fillAddress: assign(({ context }, a: CepResult) => ({
      fields: {
        ...context.fields,
        logradouro: a.logradouro || context.fields.logradouro,
        bairro: a.bairro || context.fields.bairro,
        cidade: a.localidade || context.fields.cidade,
        estado: a.uf ? a.uf.toUpperCase() : context.fields.estado,
      },
    })),
    refuseFiles: assign((_, files: File[]) => {
      const problem = files.map(documentProblem).find((p) => p !== null);
      return problem ? { error: fail(problem) } : {};
    }),
    addFiles: assign(({ context }, read: ArquivoUpload[]) => ({
      arquivos: [...context.arquivos, ...read].slice(0, MAX_FILES),
    })),
    removeFile: assign(({ context }, index: number) => ({
      arquivos: context.arquivos.filter((_, i) => i !== index),
    })),
    // A file the checks refused is not read: the proof already attached (if any) stays.
    keepResidencyProof: assign(({ context }, read: ArquivoUpload[]) => ({
      comprovanteResidencia: read[0] ?? context.comprovanteResidencia,
    })),
    removeResidencyProof: assign({ comprovanteResidencia: null }),
    showFormProblem: assign(({ context }) => ({ error: fail(formProblem(context) ?? MSG.unknownError) })),
    // A server refusal titles its message "Ocorreu um problema" (§8); a captcha token is single-use.
    showRegistrationFailure: assign(({ context }, message: string) => ({
      error: { title: TITLE.problem, message },
      fields: { ...context.fields, recaptcha: '' },
    })),
    keepCredentials: assign(({ context }) => ({
      credentials: { usuario: context.fields.email.trim(), senha: context.fields.senha },
    })),
  },
});

/** Sends the code on the chosen channel; a refusal or a failed request goes to `failTarget`. */
const sendingCode = (failTarget: string) =>
  registration.createStateConfig({
    tags: ['busy'],
    invoke: {
      src: 'sendCode',
      input: ({ context }) => ({
        ID_EMITENTE_ML: context.idEmitenteML ?? 0,
        TIPO: context.channel ?? 'EMAIL',
        CPF: onlyDigits(context.fields.cpf),
      }),
      onDone: [
        {
          guard: { type: 'succeeded', params: ({ event }) => event.output },
          target: 'enteringCode',
          actions: { type: 'startCountdown', params: ({ event }) => event.output },
        },
        {
          target: failTarget,
          actions: { type: 'showFailure', params: ({ event }) => event.output },
        },
      ],
      onError: { target: failTarget, actions: 'showRequestError' },
    },
  });

export const registrationMachine = registration.createMachine({
  id: 'registration',
  context: ({ input }) => ({
    idEmitenteML: input.idEmitenteML,
    associationMode: input.associationMode,
    fields: emptyRegistrationFields(),
    aceiteTermos: false,
    crm: '',
    crmUf: NO_UF,
    crmValidated: false,
    temRQEOftalmologista: false,
    rqe: '',
    confirmation: null,
    arquivos: [],
    comprovanteResidencia: null,
    sendOptions: {},
    channel: null,
    code: '',
    sentTo: '',
    secondsLeft: 0,
    physician: null,
    crmMessage: null,
    error: null,
    credentials: null,
  }),
  on: { 'error.dismissed': { actions: 'clearError' } },
  initial: 'cpf',
  states: {
    cpf: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            // The UI reports each change; the machine looks the CPF up once it is complete.
            'cpf.changed': [
              {
                guard: { type: 'completeValidCpf', params: ({ event }) => event.value },
                target: 'checking',
                actions: { type: 'setCpf', params: ({ event }) => event.value },
              },
              {
                guard: { type: 'completeInvalidCpf', params: ({ event }) => event.value },
                actions: 'refuseInvalidCpf',
              },
              { actions: { type: 'setCpf', params: ({ event }) => event.value } },
            ],
            'cpf.submitted': [
              { guard: 'cpfEmpty', actions: 'requireCpf' },
              { guard: 'cpfInvalid', actions: 'refuseInvalidCpf' },
              { target: 'checking', actions: 'clearError' },
            ],
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            src: 'checkCpf',
            input: ({ context }) => ({
              CPF: onlyDigits(context.fields.cpf),
              ID_EMITENTE_ML: context.idEmitenteML,
            }),
            onDone: [
              {
                guard: { type: 'hasAccount', params: ({ event }) => event.output },
                target: '#registration.alreadyRegistered',
              },
              {
                guard: { type: 'knownToIssuer', params: ({ event }) => event.output },
                target: '#registration.choosingChannel',
                actions: { type: 'keepSendOptions', params: ({ event }) => event.output },
              },
              { target: '#registration.crm' },
            ],
            onError: { target: 'editing', actions: 'showRequestError' },
          },
        },
      },
    },

    /** The CPF has an account: the person logs in or recovers the password. */
    alreadyRegistered: { type: 'final' },

    choosingChannel: {
      on: {
        'channel.chosen': {
          guard: { type: 'offered', params: ({ event }) => event.channel },
          target: 'sendingCode',
          actions: { type: 'setChannel', params: ({ event }) => event.channel },
        },
      },
    },
    sendingCode: sendingCode('choosingChannel'),
    enteringCode: {
      ...codeStep.countdown('#registration.resendingCode'),
      on: codeStep.entry('verifyingCode', 'requireSixDigits'),
    },
    resendingCode: sendingCode('enteringCode.canResend'),
    verifyingCode: {
      tags: ['busy'],
      invoke: {
        src: 'verifyCode',
        input: ({ context }) => ({
          ID_EMITENTE_ML: context.idEmitenteML ?? 0,
          CPF: onlyDigits(context.fields.cpf),
          CODIGO_CONFIRMACAO: context.code,
          TIPO: context.channel ?? 'EMAIL',
        }),
        onDone: [
          {
            guard: { type: 'verifiedInAssociationMode', params: ({ event }) => event.output },
            target: 'crm',
            actions: { type: 'prefill', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'verified', params: ({ event }) => event.output },
            target: 'form',
            actions: { type: 'prefill', params: ({ event }) => event.output },
          },
          {
            target: 'enteringCode.resume',
            actions: { type: 'refuseCode', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'enteringCode.resume', actions: 'showRequestError' },
      },
    },

    crm: {
      initial: 'idle',
      on: {
        'crm.changed': [
          {
            guard: {
              type: 'crmReady',
              params: ({ context, event }) => ({ crm: event.value, uf: context.crmUf }),
            },
            target: '.settling',
            actions: { type: 'setCrm', params: ({ event }) => event.value },
          },
          { target: '.idle', actions: { type: 'setCrm', params: ({ event }) => event.value } },
        ],
        'crmUf.changed': [
          {
            guard: {
              type: 'crmReady',
              params: ({ context, event }) => ({ crm: context.crm, uf: event.value }),
            },
            target: '.settling',
            actions: { type: 'setCrmUf', params: ({ event }) => event.value },
          },
          { target: '.idle', actions: { type: 'setCrmUf', params: ({ event }) => event.value } },
        ],
        'crm.confirmed': [{ guard: 'mayLeaveCrm', target: 'form' }, { actions: 'requireValidCrm' }],
      },
      states: {
        idle: {},
        settling: { after: { crmSettle: 'looking' } },
        looking: {
          tags: ['lookingUpCrm'],
          invoke: {
            src: 'lookupPhysician',
            input: ({ context }) => ({ CRM: normalizeCrm(context.crm), UF: context.crmUf }),
            onDone: [
              {
                guard: { type: 'physicianUnknown', params: ({ event }) => event.output },
                target: 'idle',
                actions: 'crmUnknown',
              },
              {
                guard: { type: 'physicianInactive', params: ({ event }) => event.output },
                target: 'idle',
                actions: 'crmInactive',
              },
              {
                target: 'idle',
                actions: { type: 'acceptPhysician', params: ({ event }) => event.output },
              },
            ],
            onError: { target: 'idle', actions: 'showRequestError' },
          },
        },
      },
    },

    form: {
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
                input: ({ context }) => toRegistrarContaBody(context),
                onDone: [
                  {
                    guard: { type: 'succeeded', params: ({ event }) => event.output },
                    target: '#registration.registered',
                    actions: 'keepCredentials',
                  },
                  {
                    target: 'editing',
                    actions: {
                      type: 'showRegistrationFailure',
                      params: ({ event }) => event.output.msg || MSG.unknownError,
                    },
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'showRegistrationFailure',
                    params: ({ event }) => actorError(event),
                  },
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
              {
                guard: { type: 'cepComplete', params: ({ event }) => event },
                target: '.looking',
              },
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
