import { assign, fromPromise, sendTo, setup } from 'xstate';
import { COMMON_MSG } from '../domain/messages';
import type { Outcome } from '../domain/outcome';
import { isStrongPassword } from '../domain/password';
import { codeEntryInput, codeEntryMachine, type CodeEntryRequest } from './code-entry.machine';
import { failureMessage, outcomeValue, succeeded } from './outcome-call';

/** A code sent: the server's "Enviamos o código para …" (or how long to wait for another one). */
export type RecoveryCodeOutcome = Outcome<{ sentTo: string }>;

export interface RecoveryCodeCheck {
  user: string;
  code: string;
  /** Absent: only check the code. Present: set this new password and use the code up. */
  password?: string;
}

export interface ForgotPasswordContext {
  user: string;
  /** The code the code step accepted, sent again with the new password. */
  code: string;
  password: string;
  passwordRepeat: string;
  sentTo: string;
  error: string | null;
}

export type ForgotPasswordField = 'user' | 'password' | 'passwordRepeat';

export type ForgotPasswordEvent =
  | { type: 'field.changed'; field: ForgotPasswordField; value: string }
  | { type: 'user.submitted' }
  | { type: 'password.submitted' }
  | { type: 'error.dismissed' }
  | CodeEntryRequest;

/** §4 Forgot password: the e-mail or mobile, the 6-digit code (child `code`), then the new password twice. */
export const forgotPasswordMachine = setup({
  types: {} as {
    context: ForgotPasswordContext;
    events: ForgotPasswordEvent;
    children: { code: 'codeEntry' };
  },
  actors: {
    requestCode: fromPromise<RecoveryCodeOutcome, string>(async () => {
      throw new Error('requestCode actor not provided');
    }),
    /** Without a password it only checks the code; with one, it sets the password and uses the code up. */
    checkCode: fromPromise<Outcome, RecoveryCodeCheck>(async () => {
      throw new Error('checkCode actor not provided');
    }),
    codeEntry: codeEntryMachine,
  },
  guards: {
    userEmpty: ({ context }) => context.user.trim() === '',
    passwordEmpty: ({ context }) => context.password === '',
    repeatEmpty: ({ context }) => context.passwordRepeat === '',
    passwordsDiffer: ({ context }) => context.password !== context.passwordRepeat,
    passwordWeak: ({ context }) => !isStrongPassword(context.password),
  },
  actions: {
    setField: assign(({ context }, e: { field: ForgotPasswordField; value: string }) => ({
      ...context,
      [e.field]: e.value,
    })),
    clearError: assign({ error: null }),
    fail: assign((_, message: string) => ({ error: message })),
    keepSentTo: assign((_, sent: { sentTo: string }) => ({ sentTo: sent.sentTo })),
    keepCode: assign((_, code: string) => ({ code })),
    refuseCode: sendTo('code', { type: 'code.refused' }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: {
    user: '',
    code: '',
    password: '',
    passwordRepeat: '',
    sentTo: '',
    error: null,
  },
  on: { 'error.dismissed': { actions: 'clearError' } },
  initial: 'user',
  states: {
    user: {
      on: {
        'field.changed': { actions: { type: 'setField', params: ({ event }) => event } },
        'user.submitted': [
          { guard: 'userEmpty', actions: { type: 'fail', params: COMMON_MSG.forgotPasswordEmpty } },
          { target: 'requesting', actions: 'clearError' },
        ],
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        src: 'requestCode',
        input: ({ context }) => context.user.trim(),
        onDone: [
          { guard: succeeded, target: 'code', actions: { type: 'keepSentTo', params: outcomeValue } },
          { target: 'user', actions: { type: 'fail', params: failureMessage() } },
        ],
        onError: { target: 'user', actions: { type: 'fail', params: failureMessage() } },
      },
    },
    code: {
      invoke: { id: 'code', src: 'codeEntry', input: codeEntryInput },
      on: {
        'code.incomplete': { actions: { type: 'fail', params: COMMON_MSG.recoveryCodeInvalid } },
        'code.resendRequested': { target: 'resending' },
      },
      initial: 'waiting',
      states: {
        waiting: {
          on: {
            'code.entered': {
              target: 'checking',
              actions: { type: 'keepCode', params: ({ event }) => event.code },
            },
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            src: 'checkCode',
            input: ({ context }) => ({ user: context.user.trim(), code: context.code }),
            onDone: [
              { guard: succeeded, target: '#forgotPassword.newPassword' },
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
    resending: {
      tags: ['busy'],
      invoke: {
        src: 'requestCode',
        input: ({ context }) => context.user.trim(),
        onDone: [
          { guard: succeeded, target: 'code', actions: { type: 'keepSentTo', params: outcomeValue } },
          { target: 'code', actions: { type: 'fail', params: failureMessage() } },
        ],
        onError: { target: 'code', actions: { type: 'fail', params: failureMessage() } },
      },
    },
    newPassword: {
      on: {
        'field.changed': { actions: { type: 'setField', params: ({ event }) => event } },
        'password.submitted': [
          { guard: 'passwordEmpty', actions: { type: 'fail', params: COMMON_MSG.newPasswordEmpty } },
          { guard: 'repeatEmpty', actions: { type: 'fail', params: COMMON_MSG.newPasswordRepeatEmpty } },
          { guard: 'passwordsDiffer', actions: { type: 'fail', params: COMMON_MSG.newPasswordMismatch } },
          { guard: 'passwordWeak', actions: { type: 'fail', params: COMMON_MSG.passwordWeak } },
          { target: 'saving', actions: 'clearError' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'checkCode',
        input: ({ context }) => ({
          user: context.user.trim(),
          code: context.code,
          password: context.password,
        }),
        onDone: [
          { guard: succeeded, target: 'changed' },
          {
            target: 'newPassword',
            actions: { type: 'fail', params: failureMessage(COMMON_MSG.newPasswordFailed) },
          },
        ],
        onError: {
          target: 'newPassword',
          actions: { type: 'fail', params: failureMessage(COMMON_MSG.newPasswordFailed) },
        },
      },
    },
    /** The UI shows "Sua senha foi alterada com sucesso!" and goes back to login. */
    changed: { type: 'final' },
  },
});
