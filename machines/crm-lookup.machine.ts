import { assign, fromPromise, setup } from 'xstate';
import { NO_UF, UF_CODES } from '../domain/brazil-states';
import { CRM_MIN_LENGTH } from '../domain/constants';
import { councilProblem, hasRegistryLookup, type ClassCouncil } from '../domain/class-council';
import { normalizeCrm, ophthalmologyRqe } from '../domain/crm';
import { COMMON_MSG } from '../domain/messages';
import type { Outcome } from '../domain/outcome';
import type { CrmQuery, Physician } from '../domain/registration-lookups';
import { actorError, fail, type Notice } from './notice';

export interface CrmLookupInput {
  /** /associese: the CRM is checked against the registry; a council without one needs number and UF. */
  associationMode: boolean;
  /** The association's class council; only the CRM has a registry to look the number up in. */
  council: ClassCouncil;
  /**
   * Whether the number is looked up in the council's registry: a council without one (CRP), or an
   * install that consults none (production without CRM_PROVIDER), takes number and UF as typed.
   */
  registryLookup: boolean;
}

/** The class council's registration, as the registration sends it. */
export interface CouncilRegistration {
  council: ClassCouncil;
  crm: string;
  crmUf: string;
  crmValidated: boolean;
  hasOphthalmologyRqe: boolean;
  rqe: string;
  /** The registry's physician, once the CRM validated. */
  physician: Physician | null;
}

export interface CrmLookupContext extends CrmLookupInput, CouncilRegistration {
  /** Why the CRM did not validate (unknown or inactive), shown beside the field. */
  crmMessage: string | null;
  error: Notice | null;
}

export type CrmLookupEvent =
  | { type: 'crm.changed'; value: string }
  | { type: 'crmUf.changed'; value: string }
  | { type: 'crm.confirmed' }
  | { type: 'error.dismissed' };

export type CrmLookupOutput = CouncilRegistration;

const councilEntry = (c: CrmLookupContext) => ({
  council: c.council,
  associationMode: c.associationMode,
  number: c.crm,
  uf: c.crmUf,
  registryLookup: c.registryLookup,
});

const crmLookupReady = (crm: string, uf: string) =>
  normalizeCrm(crm).length >= CRM_MIN_LENGTH && (UF_CODES as readonly string[]).includes(uf);

/** Another number or state drops what the registry said about the previous one. */
const unvalidated = {
  physician: null,
  crmValidated: false,
  hasOphthalmologyRqe: false,
  rqe: '',
  crmMessage: null,
} as const;

/**
 * The class council's number and its state. Joining an association (association mode) checks a
 * CRM against the physicians' registry after a pause in the typing, and continues only with an
 * active one; a council without a registry (CRP), or a CRM where the install consults none,
 * continues with a number and a state, and the association approves by the documents.
 */
export const crmLookupMachine = setup({
  types: {} as {
    context: CrmLookupContext;
    events: CrmLookupEvent;
    input: CrmLookupInput;
    output: CrmLookupOutput;
  },
  actors: {
    /** The registry's physician of the number, null when it knows none. */
    lookupPhysician: fromPromise<Outcome<Physician | null>, CrmQuery>(async () => {
      throw new Error('lookupPhysician actor not provided');
    }),
  },
  delays: {
    /** Typing a CRM: the lookup waits for a pause instead of firing at every digit. */
    crmSettle: 600,
  },
  guards: {
    crmReady: ({ context }, p: { crm: string; uf: string }) =>
      context.associationMode && context.registryLookup && crmLookupReady(p.crm, p.uf),
    refused: (_, r: Outcome<Physician | null>) => !r.ok,
    physicianUnknown: (_, r: Outcome<Physician | null>) => r.ok && r.value === null,
    physicianInactive: (_, r: Outcome<Physician | null>) => r.ok && r.value?.active !== true,
    mayLeaveCrm: ({ context }) =>
      context.registryLookup
        ? !context.associationMode || context.crmValidated
        : councilProblem(councilEntry(context)) === null,
  },
  actions: {
    clearError: assign({ error: null }),
    setCrm: assign((_, value: string) => ({ crm: value, ...unvalidated })),
    setCrmUf: assign((_, value: string) => ({ crmUf: value, ...unvalidated })),
    crmUnknown: assign({ crmMessage: COMMON_MSG.crmNotFound }),
    crmInactive: assign({ crmMessage: COMMON_MSG.crmInactive }),
    acceptPhysician: assign((_, r: Outcome<Physician | null>) => {
      const physician = r.ok ? r.value : null;
      if (!physician) return {};
      const { hasRqe, rqe } = ophthalmologyRqe(physician.specialty);
      return { physician, crmValidated: true, hasOphthalmologyRqe: hasRqe, rqe, crmMessage: null };
    }),
    requireValidCrm: assign(({ context }) => ({
      error: fail(councilProblem(councilEntry(context)) ?? context.crmMessage ?? COMMON_MSG.crmNotFound),
    })),
    showRequestError: assign({ error: ({ event }) => fail(actorError(event)) }),
    showFailure: assign((_, r: Outcome<Physician | null>) => ({
      error: fail(r.ok ? COMMON_MSG.unknownError : r.message),
    })),
  },
}).createMachine({
  id: 'crmLookup',
  context: ({ input }) => ({
    associationMode: input.associationMode,
    council: input.council,
    registryLookup: input.registryLookup && hasRegistryLookup(input.council),
    crm: '',
    crmUf: NO_UF,
    ...unvalidated,
    error: null,
  }),
  on: {
    'error.dismissed': { actions: 'clearError' },
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
        guard: { type: 'crmReady', params: ({ context, event }) => ({ crm: context.crm, uf: event.value }) },
        target: '.settling',
        actions: { type: 'setCrmUf', params: ({ event }) => event.value },
      },
      { target: '.idle', actions: { type: 'setCrmUf', params: ({ event }) => event.value } },
    ],
    'crm.confirmed': [{ guard: 'mayLeaveCrm', target: '.confirmed' }, { actions: 'requireValidCrm' }],
  },
  initial: 'idle',
  states: {
    idle: {},
    settling: { after: { crmSettle: 'looking' } },
    looking: {
      tags: ['lookingUpCrm'],
      invoke: {
        src: 'lookupPhysician',
        input: ({ context }) => ({ crm: normalizeCrm(context.crm), uf: context.crmUf }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'idle',
            actions: { type: 'showFailure', params: ({ event }) => event.output },
          },
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
          { target: 'idle', actions: { type: 'acceptPhysician', params: ({ event }) => event.output } },
        ],
        onError: { target: 'idle', actions: 'showRequestError' },
      },
    },
    confirmed: { type: 'final' },
  },
  output: ({ context }) => ({
    council: context.council,
    crm: context.crm,
    crmUf: context.crmUf,
    crmValidated: context.crmValidated,
    hasOphthalmologyRqe: context.hasOphthalmologyRqe,
    rqe: context.rqe,
    physician: context.physician,
  }),
});
