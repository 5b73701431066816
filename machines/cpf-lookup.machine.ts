import { assign, fromPromise, setup } from 'xstate';
import { isValidCpf } from '../domain/cpf';
import { onlyDigits } from '../domain/digits';
import { COMMON_MSG } from '../domain/messages';
import type { Outcome } from '../domain/outcome';
import type { CpfQuery, CpfStatus } from '../domain/registration-lookups';
import { fail, type Notice } from './notice';
import { failureMessage, outcomeValue, succeeded } from './outcome-call';

export interface CpfLookupInput {
  /** The association of the route (/register/:idEmitenteML); null without one. */
  associationId: number | null;
}

export interface CpfLookupContext extends CpfLookupInput {
  /** As typed, masked ("000.000.000-00"). */
  cpf: string;
  /** The server's answer, once the CPF was looked up. */
  found: CpfStatus | null;
  error: Notice | null;
}

export type CpfLookupEvent =
  { type: 'cpf.changed'; value: string } | { type: 'cpf.submitted' } | { type: 'error.dismissed' };

export type CpfLookupOutput = Pick<CpfLookupContext, 'cpf' | 'found'>;

/** The masked CPF is complete at 14 characters ("000.000.000-00"). */
const MASKED_CPF_LENGTH = 14;
const isCompleteCpf = (value: string) => value.length === MASKED_CPF_LENGTH;

/** The first step of a registration: the CPF, looked up by Buscar or as soon as it is complete. */
export const cpfLookupMachine = setup({
  types: {} as {
    context: CpfLookupContext;
    events: CpfLookupEvent;
    input: CpfLookupInput;
    output: CpfLookupOutput;
  },
  actors: {
    checkCpf: fromPromise<Outcome<CpfStatus>, CpfQuery>(async () => {
      throw new Error('checkCpf actor not provided');
    }),
  },
  guards: {
    cpfEmpty: ({ context }) => context.cpf.trim() === '',
    cpfInvalid: ({ context }) => !isValidCpf(context.cpf),
    completeValidCpf: (_, value: string) => isCompleteCpf(value) && isValidCpf(value),
    completeInvalidCpf: (_, value: string) => isCompleteCpf(value) && !isValidCpf(value),
  },
  actions: {
    clearError: assign({ error: null }),
    setCpf: assign((_, value: string) => ({ cpf: value, error: null })),
    refuseInvalidCpf: assign({ cpf: '', error: fail(COMMON_MSG.cpfInvalid) }),
    requireCpf: assign({ error: fail(COMMON_MSG.cpfEmpty) }),
    showFailure: assign((_, message: string) => ({ error: fail(message) })),
    keepStatus: assign((_, found: CpfStatus) => ({ found })),
  },
}).createMachine({
  id: 'cpfLookup',
  context: ({ input }) => ({ associationId: input.associationId, cpf: '', found: null, error: null }),
  on: { 'error.dismissed': { actions: 'clearError' } },
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
        input: ({ context }) => ({ cpf: onlyDigits(context.cpf), associationId: context.associationId }),
        onDone: [
          { guard: succeeded, target: 'found', actions: { type: 'keepStatus', params: outcomeValue } },
          { target: 'editing', actions: { type: 'showFailure', params: failureMessage() } },
        ],
        onError: { target: 'editing', actions: { type: 'showFailure', params: failureMessage() } },
      },
    },
    found: { type: 'final' },
  },
  output: ({ context }) => ({ cpf: context.cpf, found: context.found }),
});
