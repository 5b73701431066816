import { assign, fromPromise, sendTo, setup } from 'xstate';
import { COMMON_MSG } from '../domain/messages';
import type { Outcome } from '../domain/outcome';
import { codeEntryInput, codeEntryMachine, type CodeEntryRequest } from './code-entry.machine';

export interface LoginRequest {
  user: string;
  password: string;
  /** The code that confirms a new account at its first login. */
  confirmationCode?: string;
}

/** An accepted login: the session's token, or an account still to confirm with a code sent to `sentTo`. */
export type LoginAnswer = { confirmed: true; token: string } | { confirmed: false; sentTo: string };

export type LoginOutcome = Outcome<LoginAnswer>;

export interface LoginContext {
  user: string;
  password: string;
  /** Where the confirmation code went (masked), while the account awaits confirmation. */
  sentTo: string;
  error: string | null;
  token: string | null;
}

export type LoginEvent =
  | { type: 'field.changed'; field: 'user' | 'password'; value: string }
  | { type: 'login.submitted' }
  | { type: 'error.dismissed' }
  | CodeEntryRequest;

/** Credentials given at start (right after a registration) are submitted at once. */
export interface LoginInput {
  user?: string;
  password?: string;
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : COMMON_MSG.unknownError;

const credentials = (context: LoginContext): LoginRequest => ({
  user: context.user.trim(),
  password: context.password,
});

export const loginMachine = setup({
  types: {} as {
    context: LoginContext;
    events: LoginEvent;
    input: LoginInput;
    output: { token: string };
    children: { code: 'codeEntry' };
  },
  actors: {
    login: fromPromise<LoginOutcome, LoginRequest>(async () => {
      throw new Error('login actor not provided');
    }),
    codeEntry: codeEntryMachine,
  },
  guards: {
    hasCredentials: ({ context }) => context.user.trim() !== '' && context.password !== '',
    isConfirmed: (_, r: LoginOutcome) => r.ok && r.value.confirmed,
    needsConfirmation: (_, r: LoginOutcome) => r.ok && !r.value.confirmed,
  },
  actions: {
    setField: assign(({ context, event }) =>
      event.type === 'field.changed' ? { ...context, [event.field]: event.value, error: null } : context,
    ),
    requireCredentials: assign({ error: COMMON_MSG.loginEmpty }),
    requireSixDigits: assign({ error: COMMON_MSG.confirmationCodeInvalid }),
    clearError: assign({ error: null }),
    keepToken: assign((_, r: LoginOutcome) => ({ token: r.ok && r.value.confirmed ? r.value.token : null })),
    keepSentTo: assign(({ context }, r: LoginOutcome) => ({
      sentTo: r.ok && !r.value.confirmed ? r.value.sentTo : context.sentTo,
    })),
    showFailure: assign((_, r: LoginOutcome) => ({ error: r.ok ? COMMON_MSG.unknownError : r.message })),
    // Reached from onError: the event is the actor's error event, outside the machine's own union.
    showRequestError: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error) }),
    refuseCode: sendTo('code', { type: 'code.refused' }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    user: input.user ?? '',
    password: input.password ?? '',
    sentTo: '',
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
        input: ({ context }) => credentials(context),
        onDone: [
          {
            guard: { type: 'isConfirmed', params: ({ event }) => event.output },
            target: 'loggedIn',
            actions: { type: 'keepToken', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'needsConfirmation', params: ({ event }) => event.output },
            target: 'confirming',
            actions: { type: 'keepSentTo', params: ({ event }) => event.output },
          },
          { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing', actions: 'showRequestError' },
      },
    },
    /** The code step (child `code`): the code it hands over repeats the login with it. */
    confirming: {
      invoke: { id: 'code', src: 'codeEntry', input: codeEntryInput },
      on: {
        'error.dismissed': { actions: 'clearError' },
        'code.incomplete': { actions: 'requireSixDigits' },
        'code.resendRequested': { target: 'resending' },
      },
      initial: 'waiting',
      states: {
        waiting: { on: { 'code.entered': { target: 'verifying', actions: 'clearError' } } },
        verifying: {
          tags: ['busy'],
          invoke: {
            src: 'login',
            input: ({ context, event }) => ({
              ...credentials(context),
              confirmationCode: event.type === 'code.entered' ? event.code : '',
            }),
            onDone: [
              {
                guard: { type: 'isConfirmed', params: ({ event }) => event.output },
                target: '#login.confirmed',
                actions: { type: 'keepToken', params: ({ event }) => event.output },
              },
              {
                target: 'waiting',
                actions: [{ type: 'showFailure', params: ({ event }) => event.output }, 'refuseCode'],
              },
            ],
            onError: { target: 'waiting', actions: ['showRequestError', 'refuseCode'] },
          },
        },
      },
    },
    /** Another code: the login again without one; a new code step starts once it is sent. */
    resending: {
      tags: ['busy'],
      invoke: {
        src: 'login',
        input: ({ context }) => credentials(context),
        onDone: [
          {
            guard: { type: 'needsConfirmation', params: ({ event }) => event.output },
            target: 'confirming',
            actions: { type: 'keepSentTo', params: ({ event }) => event.output },
          },
          { target: 'confirming', actions: { type: 'showFailure', params: ({ event }) => event.output } },
        ],
        onError: { target: 'confirming', actions: 'showRequestError' },
      },
    },
    /** The account was just confirmed: the UI shows the success message, then enters. */
    confirmed: { type: 'final' },
    loggedIn: { type: 'final' },
  },
  output: ({ context }) => ({ token: context.token ?? '' }),
});
