import { assign, fromPromise, setup } from 'xstate';
import { ASSOCIATION_MSG } from '../domain/association-messages';
import { carriesWhiteText, normalizeHexColor } from '../domain/contrast';
import type { AssociationData, AssociationUpdate, LogoUpload } from '../domain/contract/gestao-association';
import { COMMON_MSG } from '../domain/messages';
import type { Outcome } from '../domain/outcome';
import { failureMessage, outcomeValue, succeeded } from './outcome-call';

export type AssociationDataField = keyof Omit<AssociationUpdate, 'cnpj'> | 'cnpj';

export interface AssociationDataContext {
  form: Required<{ [K in AssociationDataField]: string }>;
  /** Set once: the field is then read-only. */
  cnpjLocked: boolean;
  logoUrl: string | null;
  error: string | null;
  notice: string | null;
}

export type AssociationDataEvent =
  | { type: 'data.loaded'; data: AssociationData }
  | { type: 'field.changed'; field: AssociationDataField; value: string }
  | { type: 'form.submitted' }
  | { type: 'logo.chosen'; file: LogoUpload };

const formOf = (d: AssociationData): AssociationDataContext['form'] => ({
  cnpj: d.cnpj ?? '',
  legalName: d.legalName,
  displayName: d.displayName,
  city: d.city,
  uf: d.uf ?? '',
  contactEmail: d.contactEmail ?? '',
  contactPhone: d.contactPhone ?? '',
  primaryColor: d.primaryColor ?? '',
  pointsGoal: d.pointsGoal?.toString() ?? '',
  pointsYears: d.pointsYears?.toString() ?? '',
  pointsMaxPerYear: d.pointsMaxPerYear?.toString() ?? '',
});

/** The colour's problem, judged here as the server does: none when empty or readable on white text. */
export function colorProblem(value: string): string | null {
  if (!value.trim()) return null;
  const hex = normalizeHexColor(value);
  if (!hex) return ASSOCIATION_MSG.colorInvalid;
  return carriesWhiteText(hex) ? null : ASSOCIATION_MSG.colorContrast;
}

/** Dados da associação: the form from the server's data, Salvar, and a logo sent as soon as it is chosen. */
export const associationDataMachine = setup({
  types: {} as { context: AssociationDataContext; events: AssociationDataEvent },
  actors: {
    save: fromPromise<Outcome<AssociationData>, AssociationUpdate>(async () => {
      throw new Error('save actor not provided');
    }),
    uploadLogo: fromPromise<Outcome<AssociationData>, LogoUpload>(async () => {
      throw new Error('uploadLogo actor not provided');
    }),
  },
  guards: {
    badColor: ({ context }) => colorProblem(context.form.primaryColor) !== null,
  },
  actions: {
    load: assign((_, d: AssociationData) => ({
      form: formOf(d),
      cnpjLocked: d.cnpj !== null,
      logoUrl: d.logoUrl,
    })),
    keepLogo: assign((_, data: AssociationData) => ({ logoUrl: data.logoUrl })),
    setField: assign(({ context }, e: { field: AssociationDataField; value: string }) => ({
      form: { ...context.form, [e.field]: e.value },
      notice: null,
    })),
    showColorProblem: assign(({ context }) => ({ error: colorProblem(context.form.primaryColor) })),
    fail: assign((_, message: string) => ({ error: message, notice: null })),
    succeed: assign((_, notice: string) => ({ error: null, notice })),
    clear: assign({ error: null, notice: null }),
  },
}).createMachine({
  id: 'associationData',
  context: {
    form: formOf({
      id: 0,
      cnpj: null,
      legalName: '',
      displayName: '',
      city: '',
      uf: null,
      contactEmail: null,
      contactPhone: null,
      primaryColor: null,
      logoUrl: null,
      pointsGoal: null,
      pointsYears: null,
      pointsMaxPerYear: null,
    }),
    cnpjLocked: true,
    logoUrl: null,
    error: null,
    notice: null,
  },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'data.loaded': { target: 'editing', actions: { type: 'load', params: ({ event }) => event.data } },
      },
    },
    editing: {
      on: {
        'field.changed': { actions: { type: 'setField', params: ({ event }) => event } },
        'form.submitted': [
          { guard: 'badColor', actions: 'showColorProblem' },
          { target: 'saving', actions: 'clear' },
        ],
        'logo.chosen': { target: 'uploading', actions: 'clear' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'save',
        input: ({ context }) => {
          const { cnpj, ...rest } = context.form;
          return context.cnpjLocked ? rest : { ...rest, cnpj };
        },
        onDone: [
          {
            guard: succeeded,
            target: 'editing',
            actions: { type: 'succeed', params: ASSOCIATION_MSG.saved },
          },
          { target: 'editing', actions: { type: 'fail', params: failureMessage(COMMON_MSG.unknownError) } },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'fail', params: failureMessage(COMMON_MSG.unknownError) },
        },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'uploadLogo',
        input: ({ event }) => (event as Extract<AssociationDataEvent, { type: 'logo.chosen' }>).file,
        onDone: [
          {
            guard: succeeded,
            target: 'editing',
            actions: [
              { type: 'keepLogo', params: outcomeValue },
              { type: 'succeed', params: ASSOCIATION_MSG.logoSaved },
            ],
          },
          { target: 'editing', actions: { type: 'fail', params: failureMessage(COMMON_MSG.unknownError) } },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'fail', params: failureMessage(COMMON_MSG.unknownError) },
        },
      },
    },
  },
});
