import { assign, setup } from 'xstate';
import { NO_UF } from '../domain/brazil-states';
import type { ClassCouncil } from '../domain/class-council';
import {
  emptyRegistrationFields,
  prefillFields,
  type RegistrationDraft,
  type RegistrationFields,
} from '../domain/registration-draft';
import type { SendOptions } from '../domain/registration-lookups';
import { cpfLookupMachine, type CpfLookupOutput } from './cpf-lookup.machine';
import { crmLookupMachine, type CouncilRegistration } from './crm-lookup.machine';
import {
  registrationFormMachine,
  type Credentials,
  type RegistrationFormInput,
  type RegistrationFormOutput,
} from './registration-form.machine';
import { verificationCodeMachine, type VerificationCodeOutput } from './verification-code.machine';

export type { Credentials } from './registration-form.machine';

export interface RegistrationInput {
  /** The association of the route (/register/:idEmitenteML); null without one. */
  associationId: number | null;
  /** /associese: the CRM is checked against the registry and documents may be needed. */
  associationMode: boolean;
  /** The category a signed join link names, chosen in the form from the start (the person may change it). */
  categoryId?: number | null;
  /**
   * The association's class council (CRM, CRP), which the council step asks for; null until the page
   * knows it (`council.known`): the CPF step does not wait for it, the council step does.
   */
  council: ClassCouncil | null;
  /** Whether the server consults a physicians' registry (its setup says; false: CRM taken as typed). */
  crmRegistry: boolean;
}

export interface RegistrationContext extends RegistrationInput {
  /** What the steps before the form found out: the CPF, the association's data, the registry's name. */
  fields: RegistrationFields;
  /** Where the association can send a code to (masked), for a registrant it knows. */
  sendOptions: SendOptions;
  confirmation: RegistrationDraft['confirmation'];
  /** What the council step ended with; null before it (or without it, for a known registrant). */
  councilStep: CouncilRegistration | null;
  credentials: Credentials | null;
}

export type RegistrationEvent = { type: 'council.known'; council: ClassCouncil; crmRegistry: boolean };

export interface RegistrationOutput {
  /** For the auto-login after a registration; null when the CPF already had an account. */
  credentials: Credentials | null;
}

const noCouncil = (council: ClassCouncil): CouncilRegistration => ({
  council,
  crm: '',
  crmUf: NO_UF,
  crmValidated: false,
  hasOphthalmologyRqe: false,
  rqe: '',
  physician: null,
});

const toFormInput = (c: RegistrationContext): RegistrationFormInput => {
  const { physician, ...council } = c.councilStep ?? noCouncil(c.council ?? 'CRM');
  return {
    associationId: c.associationId,
    associationMode: c.associationMode,
    fields: c.fields,
    termsAccepted: false,
    ...council,
    confirmation: c.confirmation,
    attachments: [],
    residencyProof: null,
    physician,
  };
};

/**
 * A registration, one child machine a step: the CPF; for a registrant the association knows, the code
 * sent to a contact on file; the class council; the form. Each step ends with its output, which
 * the next step starts from; the UI talks to the step's own actor (`snapshot.children`).
 */
export const registrationMachine = setup({
  types: {} as {
    context: RegistrationContext;
    events: RegistrationEvent;
    input: RegistrationInput;
    output: RegistrationOutput;
    children: {
      cpf: 'cpfLookup';
      code: 'verificationCode';
      crm: 'crmLookup';
      form: 'registrationForm';
    };
  },
  actors: {
    cpfLookup: cpfLookupMachine,
    verificationCode: verificationCodeMachine,
    crmLookup: crmLookupMachine,
    registrationForm: registrationFormMachine,
  },
  guards: {
    hasAccount: (_, r: CpfLookupOutput) => r.found?.hasAccount === true,
    knownToAssociation: ({ context }, r: CpfLookupOutput) =>
      r.found?.knownToAssociation === true && context.associationId !== null,
    inAssociationMode: ({ context }) => context.associationMode,
    councilKnown: ({ context }) => context.council !== null,
  },
  actions: {
    setCouncil: assign((_, known: { council: ClassCouncil; crmRegistry: boolean }) => known),
    keepCpf: assign(({ context }, r: CpfLookupOutput) => ({
      fields: { ...context.fields, cpf: r.cpf },
      sendOptions: r.found?.sendOptions ?? {},
    })),
    prefill: assign(({ context }, r: VerificationCodeOutput) => ({
      fields: r.verified ? prefillFields(context.fields, r.verified) : context.fields,
      confirmation: r.confirmation,
    })),
    keepCouncil: assign(({ context }, council: CouncilRegistration) => ({
      councilStep: council,
      // The registry's name starts the form when the person has none yet.
      fields:
        council.physician && !context.fields.name.trim()
          ? { ...context.fields, name: council.physician.name }
          : context.fields,
    })),
    keepCredentials: assign((_, r: RegistrationFormOutput) => ({ credentials: r.credentials })),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    associationId: input.associationId,
    associationMode: input.associationMode,
    fields: { ...emptyRegistrationFields(), categoryId: input.categoryId ? String(input.categoryId) : '' },
    sendOptions: {},
    confirmation: null,
    council: input.council,
    crmRegistry: input.crmRegistry,
    councilStep: null,
    credentials: null,
  }),
  on: {
    'council.known': {
      actions: {
        type: 'setCouncil',
        params: ({ event }) => ({ council: event.council, crmRegistry: event.crmRegistry }),
      },
    },
  },
  initial: 'cpf',
  states: {
    cpf: {
      invoke: {
        id: 'cpf',
        src: 'cpfLookup',
        input: ({ context }) => ({ associationId: context.associationId }),
        onDone: [
          { guard: { type: 'hasAccount', params: ({ event }) => event.output }, target: 'alreadyRegistered' },
          {
            guard: { type: 'knownToAssociation', params: ({ event }) => event.output },
            target: 'code',
            actions: { type: 'keepCpf', params: ({ event }) => event.output },
          },
          { target: 'crm', actions: { type: 'keepCpf', params: ({ event }) => event.output } },
        ],
      },
    },

    /** The CPF has an account: the person logs in or recovers the password. */
    alreadyRegistered: { type: 'final' },

    code: {
      invoke: {
        id: 'code',
        src: 'verificationCode',
        input: ({ context }) => ({
          associationId: context.associationId,
          cpf: context.fields.cpf,
          sendOptions: context.sendOptions,
        }),
        onDone: [
          {
            guard: 'inAssociationMode',
            target: 'crm',
            actions: { type: 'prefill', params: ({ event }) => event.output },
          },
          { target: 'form', actions: { type: 'prefill', params: ({ event }) => event.output } },
        ],
      },
    },

    crm: {
      initial: 'waitingForCouncil',
      states: {
        waitingForCouncil: { always: { guard: 'councilKnown', target: 'asking' } },
        asking: {
          invoke: {
            id: 'crm',
            src: 'crmLookup',
            input: ({ context }) => ({
              associationMode: context.associationMode,
              council: context.council ?? 'CRM',
              registryLookup: context.crmRegistry,
            }),
            onDone: {
              target: '#registration.form',
              actions: { type: 'keepCouncil', params: ({ event }) => event.output },
            },
          },
        },
      },
    },

    form: {
      invoke: {
        id: 'form',
        src: 'registrationForm',
        input: ({ context }) => toFormInput(context),
        onDone: {
          target: 'registered',
          actions: { type: 'keepCredentials', params: ({ event }) => event.output },
        },
      },
    },

    registered: { type: 'final' },
  },
  output: ({ context }) => ({ credentials: context.credentials }),
});
