import { assign, fromPromise, sendTo, setup } from 'xstate';
import { COMMON_MSG, REGISTRATION_FIELD_LABEL, requiredField } from '../domain/messages';
import type { Outcome } from '../domain/outcome';
import { codeEntryInput, codeEntryMachine, type CodeEntryRequest } from './code-entry.machine';
import { failureMessage, outcomeValue, succeeded } from './outcome-call';

export type ContactKind = 'email' | 'mobile';

/** The new e-mail or mobile, as typed (trimmed). */
export interface NewContact {
  kind: ContactKind;
  value: string;
}

/** The code went to the current contact, `sentTo` (masked by the server). */
export type ContactCodeOutcome = Outcome<{ sentTo: string }>;
/** A check or change accepted, with the server's text. */
export type ContactStepOutcome = Outcome<{ message: string }>;

export interface ContactChangeInput {
  kind: ContactKind;
}

export interface ContactChangeContext {
  kind: ContactKind;
  /** The new e-mail or mobile, as typed. */
  value: string;
  /** The code the code step handed over, sent again to apply the change. */
  code: string;
  /** Where the code went (the current contact), masked by the server. */
  sentTo: string;
  error: string | null;
  /** The server's success text once the change is applied. */
  doneMessage: string;
}

export type ContactChangeEvent =
  | { type: 'value.changed'; value: string }
  | { type: 'value.submitted' }
  | { type: 'value.edit' }
  | { type: 'error.dismissed' }
  | CodeEntryRequest;

const newContact = (context: ContactChangeContext): NewContact => ({
  kind: context.kind,
  value: context.value.trim(),
});

const REQUIRED: Readonly<Record<ContactKind, string>> = {
  email: requiredField(REGISTRATION_FIELD_LABEL.email),
  mobile: requiredField(REGISTRATION_FIELD_LABEL.mobile),
};

/**
 * E-mail or mobile change (alterarEmailCelular/{tipo}): the new value must be free, then a
 * 6-digit code goes to the CURRENT contact (proving the owner asks), is checked, and the change
 * is applied with it. The code step is the child `code`; another code may be asked for after 60 s.
 */
const contactChange = setup({
  types: {} as {
    context: ContactChangeContext;
    events: ContactChangeEvent;
    input: ContactChangeInput;
    children: { code: 'codeEntry' };
  },
  actors: {
    /** Refused when the value is not a valid e-mail/mobile or another account uses it. */
    checkInUse: fromPromise<Outcome, NewContact>(async () => {
      throw new Error('checkInUse actor not provided');
    }),
    sendCode: fromPromise<ContactCodeOutcome, NewContact>(async () => {
      throw new Error('sendCode actor not provided');
    }),
    verifyCode: fromPromise<ContactStepOutcome, string>(async () => {
      throw new Error('verifyCode actor not provided');
    }),
    applyChange: fromPromise<ContactStepOutcome, string>(async () => {
      throw new Error('applyChange actor not provided');
    }),
    codeEntry: codeEntryMachine,
  },
  guards: {
    valueEmpty: ({ context }) => context.value.trim() === '',
  },
  actions: {
    setValue: assign((_, value: string) => ({ value })),
    clearError: assign({ error: null }),
    fail: assign((_, message: string) => ({ error: message })),
    keepSentTo: assign((_, sent: { sentTo: string }) => ({ sentTo: sent.sentTo, error: null })),
    keepCode: assign((_, code: string) => ({ code })),
    refuseCode: sendTo('code', { type: 'code.refused' }),
    finish: assign((_, done: { message: string }) => ({ doneMessage: done.message })),
  },
});

/** Sends the code to the current contact; a refusal goes to `failTarget` (a thrown failure too). */
const sendingCode = (failTarget: string) =>
  contactChange.createStateConfig({
    tags: ['busy'],
    invoke: {
      src: 'sendCode',
      input: ({ context }) => newContact(context),
      onDone: [
        { guard: succeeded, target: 'code', actions: { type: 'keepSentTo', params: outcomeValue } },
        { target: failTarget, actions: { type: 'fail', params: failureMessage() } },
      ],
      onError: { target: failTarget, actions: { type: 'fail', params: failureMessage() } },
    },
  });

export const contactChangeMachine = contactChange.createMachine({
  id: 'contactChange',
  context: ({ input }) => ({
    kind: input.kind,
    value: '',
    code: '',
    sentTo: '',
    error: null,
    doneMessage: '',
  }),
  on: { 'error.dismissed': { actions: 'clearError' } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'value.changed': { actions: { type: 'setValue', params: ({ event }) => event.value } },
        'value.submitted': [
          {
            guard: 'valueEmpty',
            actions: { type: 'fail', params: ({ context }) => REQUIRED[context.kind] },
          },
          { target: 'checking', actions: 'clearError' },
        ],
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkInUse',
        input: ({ context }) => newContact(context),
        onDone: [
          { guard: succeeded, target: 'sending' },
          { target: 'editing', actions: { type: 'fail', params: failureMessage() } },
        ],
        onError: { target: 'editing', actions: { type: 'fail', params: failureMessage() } },
      },
    },
    sending: sendingCode('editing'),
    code: {
      invoke: { id: 'code', src: 'codeEntry', input: codeEntryInput },
      on: {
        'code.incomplete': { actions: { type: 'fail', params: COMMON_MSG.confirmationCodeInvalid } },
        'code.resendRequested': { target: 'resending' },
        'value.edit': { target: 'editing', actions: 'clearError' },
      },
      initial: 'waiting',
      states: {
        waiting: {
          on: {
            'code.entered': {
              target: 'verifying',
              actions: { type: 'keepCode', params: ({ event }) => event.code },
            },
          },
        },
        verifying: {
          tags: ['busy'],
          invoke: {
            src: 'verifyCode',
            input: ({ context }) => context.code,
            onDone: [
              { guard: succeeded, target: 'applying' },
              { target: 'waiting', actions: [{ type: 'fail', params: failureMessage() }, 'refuseCode'] },
            ],
            onError: {
              target: 'waiting',
              actions: [{ type: 'fail', params: failureMessage() }, 'refuseCode'],
            },
          },
        },
        applying: {
          tags: ['busy'],
          invoke: {
            src: 'applyChange',
            input: ({ context }) => context.code,
            onDone: [
              {
                guard: succeeded,
                target: '#contactChange.changed',
                actions: { type: 'finish', params: outcomeValue },
              },
              { target: 'waiting', actions: [{ type: 'fail', params: failureMessage() }, 'refuseCode'] },
            ],
            onError: {
              target: 'waiting',
              actions: [{ type: 'fail', params: failureMessage() }, 'refuseCode'],
            },
          },
        },
      },
    },
    resending: sendingCode('code'),
    /** The UI shows doneMessage and goes back to the personal data. */
    changed: { type: 'final' },
  },
});
