import { assign, fromPromise, setup } from 'xstate';
import { RESEND_WAIT_S } from '../domain/constants';
import type {
  ChecarCodigoRecuperacaoBody,
  ChecarCodigoRecuperacaoResponse,
  EsqueciSenhaBody,
  EsqueciSenhaResponse,
} from '../domain/contract/registration';
import { MSG } from '../domain/messages';
import { isStrongPassword } from '../domain/password';
import * as codeStep from './code-step';

export interface ForgotPasswordContext {
  usuario: string;
  code: string;
  senha: string;
  senhaRepeticao: string;
  /** The server's "Enviamos o código para …" (or how long to wait for another one). */
  sentTo: string;
  secondsLeft: number;
  error: string | null;
}

export type ForgotPasswordField = 'usuario' | 'senha' | 'senhaRepeticao';

export type ForgotPasswordEvent =
  | { type: 'field.changed'; field: ForgotPasswordField; value: string }
  | { type: 'user.submitted' }
  | { type: 'code.changed'; value: string }
  | { type: 'code.submitted' }
  | { type: 'code.resend' }
  | { type: 'password.submitted' }
  | { type: 'error.dismissed' };

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : MSG.unknownError;
// Reached from onError: the event is the actor's error event, outside the machine's own union.
const actorError = (event: unknown) => errorText((event as { error?: unknown }).error);

/** §4 Forgot password: the e-mail or mobile, the 6-digit code, then the new password twice. */
export const forgotPasswordMachine = setup({
  types: {} as { context: ForgotPasswordContext; events: ForgotPasswordEvent },
  actors: {
    requestCode: fromPromise<EsqueciSenhaResponse, EsqueciSenhaBody>(async () => {
      throw new Error('requestCode actor not provided');
    }),
    /** Without SENHA it only checks the code; with it, it sets the password and uses the code up. */
    checkCode: fromPromise<ChecarCodigoRecuperacaoResponse, ChecarCodigoRecuperacaoBody>(async () => {
      throw new Error('checkCode actor not provided');
    }),
  },
  delays: codeStep.delays,
  guards: {
    ...codeStep.guards,
    userEmpty: ({ context }) => context.usuario.trim() === '',
    registered: (_, r: EsqueciSenhaResponse) => r.registrado,
    accepted: (_, r: ChecarCodigoRecuperacaoResponse) => r.aceito,
    passwordEmpty: ({ context }) => context.senha === '',
    repeatEmpty: ({ context }) => context.senhaRepeticao === '',
    passwordsDiffer: ({ context }) => context.senha !== context.senhaRepeticao,
    passwordWeak: ({ context }) => !isStrongPassword(context.senha),
  },
  actions: {
    ...codeStep.countdownActions<ForgotPasswordContext, ForgotPasswordEvent>(),
    ...codeStep.entryActions<ForgotPasswordContext, ForgotPasswordEvent>(),
    setField: assign(({ context }, e: { field: ForgotPasswordField; value: string }) => ({
      ...context,
      [e.field]: e.value,
    })),
    clearError: assign({ error: null }),
    fail: assign((_, message: string) => ({ error: message })),
    showRequestError: assign({ error: ({ event }) => actorError(event) }),
    startCountdown: assign((_, r: EsqueciSenhaResponse) => ({
      secondsLeft: RESEND_WAIT_S,
      sentTo: r.msg ?? '',
      code: '',
    })),
    refuseCode: assign((_, r: ChecarCodigoRecuperacaoResponse) => ({
      code: '',
      error: r.msg ?? MSG.recoveryCodeInvalid,
    })),
  },
}).createMachine({
  id: 'forgotPassword',
  context: {
    usuario: '',
    code: '',
    senha: '',
    senhaRepeticao: '',
    sentTo: '',
    secondsLeft: 0,
    error: null,
  },
  on: { 'error.dismissed': { actions: 'clearError' } },
  initial: 'user',
  states: {
    user: {
      on: {
        'field.changed': { actions: { type: 'setField', params: ({ event }) => event } },
        'user.submitted': [
          { guard: 'userEmpty', actions: { type: 'fail', params: MSG.forgotPasswordEmpty } },
          { target: 'requesting', actions: 'clearError' },
        ],
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ USUARIO: context.usuario.trim() }),
        onDone: [
          {
            guard: { type: 'registered', params: ({ event }) => event.output },
            target: 'code',
            actions: { type: 'startCountdown', params: ({ event }) => event.output },
          },
          { target: 'user', actions: { type: 'fail', params: MSG.userNotRegistered } },
        ],
        onError: { target: 'user', actions: 'showRequestError' },
      },
    },
    code: {
      ...codeStep.countdown('#forgotPassword.resending'),
      on: codeStep.entry('checkingCode', { type: 'fail', params: MSG.recoveryCodeInvalid }),
    },
    resending: {
      tags: ['busy'],
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ USUARIO: context.usuario.trim() }),
        onDone: {
          target: 'code',
          actions: { type: 'startCountdown', params: ({ event }) => event.output },
        },
        onError: { target: 'code.canResend', actions: 'showRequestError' },
      },
    },
    checkingCode: {
      tags: ['busy'],
      invoke: {
        src: 'checkCode',
        input: ({ context }) => ({ USUARIO: context.usuario.trim(), CODIGO_RECUPERACAO: context.code }),
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => event.output }, target: 'newPassword' },
          { target: 'code.resume', actions: { type: 'refuseCode', params: ({ event }) => event.output } },
        ],
        onError: { target: 'code.resume', actions: 'showRequestError' },
      },
    },
    newPassword: {
      on: {
        'field.changed': { actions: { type: 'setField', params: ({ event }) => event } },
        'password.submitted': [
          { guard: 'passwordEmpty', actions: { type: 'fail', params: MSG.newPasswordEmpty } },
          { guard: 'repeatEmpty', actions: { type: 'fail', params: MSG.newPasswordRepeatEmpty } },
          { guard: 'passwordsDiffer', actions: { type: 'fail', params: MSG.newPasswordMismatch } },
          { guard: 'passwordWeak', actions: { type: 'fail', params: MSG.passwordWeak } },
          { target: 'saving', actions: 'clearError' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'checkCode',
        input: ({ context }) => ({
          USUARIO: context.usuario.trim(),
          CODIGO_RECUPERACAO: context.code,
          SENHA: context.senha,
        }),
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => event.output }, target: 'changed' },
          {
            target: 'newPassword',
            actions: {
              type: 'fail',
              params: ({ event }) => event.output.msg ?? MSG.newPasswordFailed,
            },
          },
        ],
        onError: { target: 'newPassword', actions: { type: 'fail', params: MSG.newPasswordFailed } },
      },
    },
    /** The UI shows "Sua senha foi alterada com sucesso!" and goes back to login. */
    changed: { type: 'final' },
  },
});
