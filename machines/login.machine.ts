import { assign, fromPromise, setup } from 'xstate';
import type { LoginBody, LoginResponse } from '../domain/contract/auth';
import { RESEND_WAIT_S } from '../domain/constants';
import { MSG } from '../domain/messages';
import * as codeStep from './code-step';

export interface LoginContext {
  usuario: string;
  senha: string;
  /** Where the confirmation code went (masked), while the account awaits confirmation. */
  sentTo: string;
  secondsLeft: number;
  error: string | null;
  token: string | null;
}

export type LoginEvent =
  | { type: 'field.changed'; field: 'usuario' | 'senha'; value: string }
  | { type: 'login.submitted' }
  | { type: 'code.submitted'; code: string }
  | { type: 'code.resend' }
  | { type: 'error.dismissed' };

/** Credentials given at start (right after a registration) are submitted at once. */
export interface LoginInput {
  usuario?: string;
  senha?: string;
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : MSG.unknownError;

export const loginMachine = setup({
  types: {} as { context: LoginContext; events: LoginEvent; input: LoginInput; output: { token: string } },
  actors: {
    login: fromPromise<LoginResponse, LoginBody>(async () => {
      throw new Error('login actor not provided');
    }),
  },
  delays: codeStep.delays,
  guards: {
    ...codeStep.guards,
    hasCredentials: ({ context }) => context.usuario.trim() !== '' && context.senha !== '',
    isConfirmed: (_, r: LoginResponse) => r.resultado && r.confirmado === true && Boolean(r.token),
    needsConfirmation: (_, r: LoginResponse) => r.resultado && r.confirmado === false,
  },
  actions: {
    ...codeStep.countdownActions<LoginContext, LoginEvent>(),
    setField: assign(({ context, event }) =>
      event.type === 'field.changed' ? { ...context, [event.field]: event.value, error: null } : context,
    ),
    requireCredentials: assign({ error: MSG.loginEmpty }),
    clearError: assign({ error: null }),
    keepToken: assign((_, r: LoginResponse) => ({ token: r.token ?? null })),
    showFailure: assign((_, r: LoginResponse) => ({ error: r.erro ?? MSG.unknownError })),
    // Reached from onError: the event is the actor's error event, outside the machine's own union.
    showRequestError: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error) }),
    startCountdown: assign(({ context }, r: LoginResponse) => ({
      secondsLeft: RESEND_WAIT_S,
      sentTo: r.enviadoPara ?? context.sentTo,
    })),
    requireSixDigits: assign({ error: MSG.confirmationCodeInvalid }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    usuario: input.usuario ?? '',
    senha: input.senha ?? '',
    sentTo: '',
    secondsLeft: 0,
    error: null,
    token: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasCredentials', target: 'authenticating' }, { target: 'editing' }],
    },
    editing: {
      on: {
        'field.changed': { actions: 'setField' },
        'error.dismissed': { actions: 'clearError' },
        'login.submitted': [
          { guard: 'hasCredentials', target: 'authenticating', actions: 'clearError' },
          { actions: 'requireCredentials' },
        ],
      },
    },
    authenticating: {
      tags: ['busy'],
      invoke: {
        src: 'login',
        input: ({ context }) => ({ usuario: context.usuario.trim(), senha: context.senha }),
        onDone: [
          {
            guard: { type: 'isConfirmed', params: ({ event }) => event.output },
            target: 'loggedIn',
            actions: { type: 'keepToken', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'needsConfirmation', params: ({ event }) => event.output },
            target: 'confirming',
            actions: { type: 'startCountdown', params: ({ event }) => event.output },
          },
          { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing', actions: 'showRequestError' },
      },
    },
    confirming: {
      ...codeStep.countdown('#login.resending'),
      on: {
        'error.dismissed': { actions: 'clearError' },
        'code.submitted': [
          {
            guard: { type: 'isSixDigits', params: ({ event }) => event.code },
            target: 'verifyingCode',
            actions: 'clearError',
          },
          { actions: 'requireSixDigits' },
        ],
      },
    },
    verifyingCode: {
      tags: ['busy'],
      invoke: {
        src: 'login',
        input: ({ context, event }) => ({
          usuario: context.usuario.trim(),
          senha: context.senha,
          codigoConfirmacao: event.type === 'code.submitted' ? event.code : '',
        }),
        onDone: [
          {
            guard: { type: 'isConfirmed', params: ({ event }) => event.output },
            target: 'confirmed',
            actions: { type: 'keepToken', params: ({ event }) => event.output },
          },
          {
            target: 'confirming.resume',
            actions: { type: 'showFailure', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'confirming.resume',
          actions: 'showRequestError',
        },
      },
    },
    resending: {
      tags: ['busy'],
      invoke: {
        src: 'login',
        input: ({ context }) => ({ usuario: context.usuario.trim(), senha: context.senha }),
        onDone: {
          target: 'confirming',
          actions: { type: 'startCountdown', params: ({ event }) => event.output },
        },
        onError: {
          target: 'confirming.canResend',
          actions: 'showRequestError',
        },
      },
    },
    /** The account was just confirmed: the UI shows the success message, then enters. */
    confirmed: { type: 'final' },
    loggedIn: { type: 'final' },
  },
  output: ({ context }) => ({ token: context.token ?? '' }),
});
