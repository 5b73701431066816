import { assign, fromPromise, setup } from 'xstate';
import { COMMON_MSG } from '../domain/messages';
import type { Outcome } from '../domain/outcome';

/**
 * The check made here before any call: its pt-BR message, or null when the values may go. Each
 * dialog checks its own values (a check of any values is one of these); the machine hands it what
 * that dialog submitted.
 */
export type SubmissionCheck = (values: never) => string | null;

export interface StaffSubmissionInput {
  check: SubmissionCheck;
}

export interface StaffSubmissionContext {
  check: SubmissionCheck;
  /** What the dialog's fields held when submitted; the `submit` actor turns them into the call. */
  values: unknown;
  /** The server's answer once done. */
  result: unknown;
  error: string | null;
  /** The error is the check's (the field is invalid), not the server's refusal. */
  invalid: boolean;
}

export type StaffSubmissionEvent = { type: 'submitted'; values: unknown };

const messageOf = (answer: Outcome<unknown>) => (answer.ok ? COMMON_MSG.unknownError : answer.message);

/**
 * One staff action typed in a dialog (Recusar, Cancelar item, Baixa manual, Estornar): the local
 * check, the call, its refusal shown in the dialog to try again, done with the server's answer.
 * Typed per dialog by `useStaffSubmission`.
 */
export const staffSubmissionMachine = setup({
  types: {} as {
    context: StaffSubmissionContext;
    events: StaffSubmissionEvent;
    input: StaffSubmissionInput;
  },
  actors: {
    submit: fromPromise<Outcome<unknown>, unknown>(async () => {
      throw new Error('submit actor not provided');
    }),
  },
  guards: {
    passesCheck: ({ context, event }) => context.check(event.values as never) === null,
  },
}).createMachine({
  id: 'staffSubmission',
  context: ({ input }) => ({ check: input.check, values: null, result: null, error: null, invalid: false }),
  initial: 'editing',
  on: {
    submitted: [
      {
        guard: 'passesCheck',
        target: '.submitting',
        actions: assign({ values: ({ event }) => event.values, error: null, invalid: false }),
      },
      {
        target: '.editing',
        actions: assign({
          error: ({ context, event }) => context.check(event.values as never),
          invalid: true,
        }),
      },
    ],
  },
  states: {
    editing: {},
    submitting: {
      tags: ['busy'],
      /** One call at a time: another submit waits for the answer. */
      on: { submitted: {} },
      invoke: {
        src: 'submit',
        input: ({ context }: { context: StaffSubmissionContext }) => context.values,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'done',
            actions: assign({ result: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.output) }) },
        ],
        onError: { target: 'editing', actions: assign({ error: COMMON_MSG.unknownError }) },
      },
    },
    /** The server accepted; the dialog says so or closes (while it stays, it may go again). */
    done: {},
  },
});
