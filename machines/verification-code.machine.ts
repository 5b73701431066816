import { assign, fromPromise, setup } from 'xstate';
import { RESEND_WAIT_S, TICK_MS } from '../domain/constants';
import type { CodeChannel, UserRegisteredResponse } from '../domain/contract/registration';
import { onlyDigits } from '../domain/digits';
import { MSG } from '../domain/messages';
import type { Outcome } from '../domain/outcome';
import type { RegistrantOnFile } from '../domain/registration-draft';
import { codeDigits, isFullCode } from './code-entry.machine';
import { actorError, fail, type Notice } from './notice';

/** A code for the registrant of this CPF, sent by the issuer on the channel. */
export interface RegistrantCodeRequest {
  issuerId: number;
  /** Digits only. */
  cpf: string;
  channel: CodeChannel;
}

export interface RegistrantCodeCheck extends RegistrantCodeRequest {
  code: string;
}

/** The code went out: the server's "Enviamos o código para …". */
export type RegistrantCodeSent = Outcome<{ sentTo: string }>;
/** The code proved the registrant: what the issuer has on file of them. */
export type RegistrantVerified = Outcome<RegistrantOnFile>;

export interface VerificationCodeInput {
  issuerId: number | null;
  /** The CPF the issuer knows, as typed. */
  cpf: string;
  /** Where the issuer can send a code to (masked). */
  sendOptions: UserRegisteredResponse['opcoesEnvio'];
}

export interface VerificationCodeContext extends VerificationCodeInput {
  channel: CodeChannel | null;
  code: string;
  /** The server's "Enviamos o código para …". */
  sentTo: string;
  secondsLeft: number;
  verified: RegistrantOnFile | null;
  error: Notice | null;
}

export type VerificationCodeEvent =
  | { type: 'channel.chosen'; channel: CodeChannel }
  | { type: 'code.changed'; value: string }
  | { type: 'code.submitted' }
  | { type: 'code.resend' }
  | { type: 'error.dismissed' };

export interface VerificationCodeOutput {
  /** The code that proved the registrant, sent again with the registration. */
  confirmation: { code: string; channel: CodeChannel };
  /** The issuer's data of the registrant, to start the form with. */
  verified: RegistrantOnFile | null;
}

const codeRequest = ({ context }: { context: VerificationCodeContext }): RegistrantCodeRequest => ({
  issuerId: context.issuerId ?? 0,
  channel: context.channel ?? 'EMAIL',
  cpf: onlyDigits(context.cpf),
});

const verificationCode = setup({
  types: {} as {
    context: VerificationCodeContext;
    events: VerificationCodeEvent;
    input: VerificationCodeInput;
    output: VerificationCodeOutput;
  },
  actors: {
    sendCode: fromPromise<RegistrantCodeSent, RegistrantCodeRequest>(async () => {
      throw new Error('sendCode actor not provided');
    }),
    verifyCode: fromPromise<RegistrantVerified, RegistrantCodeCheck>(async () => {
      throw new Error('verifyCode actor not provided');
    }),
  },
  delays: { tick: TICK_MS },
  guards: {
    offered: ({ context }, channel: CodeChannel) => Boolean(context.sendOptions[channel]),
    succeeded: (_, r: Outcome<unknown>) => r.ok,
    isSixDigits: (_, code: string) => isFullCode(code),
    countdownOver: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    clearError: assign({ error: null }),
    setChannel: assign((_, channel: CodeChannel) => ({ channel })),
    startCountdown: assign((_, r: RegistrantCodeSent) => ({
      secondsLeft: RESEND_WAIT_S,
      sentTo: r.ok ? r.value.sentTo : '',
      code: '',
    })),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    endCountdown: assign({ secondsLeft: 0 }),
    setCode: assign((_, value: string) => ({ code: codeDigits(value), error: null })),
    requireSixDigits: assign({ error: fail(MSG.confirmationCodeInvalid) }),
    refuseCode: assign((_, r: RegistrantVerified) => ({
      code: '',
      error: fail(r.ok ? MSG.confirmationCodeInvalid : r.message),
    })),
    showFailure: assign((_, r: Outcome<unknown>) => ({ error: fail(r.ok ? MSG.unknownError : r.message) })),
    showRequestError: assign({ error: ({ event }) => fail(actorError(event)) }),
    keepVerified: assign((_, r: RegistrantVerified) => ({ verified: r.ok ? r.value : null })),
  },
});

/** Sends the code on the chosen channel; a refusal or a failed request goes to `failTarget`. */
const sendingCode = (failTarget: string) =>
  verificationCode.createStateConfig({
    tags: ['busy'],
    invoke: {
      src: 'sendCode',
      input: codeRequest,
      onDone: [
        {
          guard: { type: 'succeeded', params: ({ event }) => event.output },
          target: 'enteringCode',
          actions: { type: 'startCountdown', params: ({ event }) => event.output },
        },
        { target: failTarget, actions: { type: 'showFailure', params: ({ event }) => event.output } },
      ],
      onError: { target: failTarget, actions: 'showRequestError' },
    },
  });

/**
 * A registrant the issuer already knows proves it is them: a channel among those on file, the
 * 6-digit code sent there (typed or pasted; another one after the countdown), then its check.
 */
export const verificationCodeMachine = verificationCode.createMachine({
  id: 'verificationCode',
  context: ({ input }) => ({
    ...input,
    channel: null,
    code: '',
    sentTo: '',
    secondsLeft: 0,
    verified: null,
    error: null,
  }),
  on: { 'error.dismissed': { actions: 'clearError' } },
  initial: 'choosingChannel',
  states: {
    choosingChannel: {
      on: {
        'channel.chosen': {
          guard: { type: 'offered', params: ({ event }) => event.channel },
          target: 'sendingCode',
          actions: { type: 'setChannel', params: ({ event }) => event.channel },
        },
      },
    },
    sendingCode: sendingCode('choosingChannel'),
    enteringCode: {
      initial: 'counting',
      on: {
        'code.changed': [
          {
            guard: { type: 'isSixDigits', params: ({ event }) => codeDigits(event.value) },
            target: 'verifyingCode',
            actions: { type: 'setCode', params: ({ event }) => event.value },
          },
          { actions: { type: 'setCode', params: ({ event }) => event.value } },
        ],
        'code.submitted': [
          {
            guard: { type: 'isSixDigits', params: ({ context }) => context.code },
            target: 'verifyingCode',
          },
          { actions: 'requireSixDigits' },
        ],
      },
      states: {
        counting: {
          after: {
            tick: [
              { guard: 'countdownOver', target: 'canResend', actions: 'endCountdown' },
              { target: 'counting', reenter: true, actions: 'tick' },
            ],
          },
        },
        canResend: { on: { 'code.resend': { target: '#verificationCode.resendingCode' } } },
        /** Back after a wrong code: the countdown goes on where it was. */
        resume: { type: 'history' },
      },
    },
    resendingCode: sendingCode('enteringCode.canResend'),
    verifyingCode: {
      tags: ['busy'],
      invoke: {
        src: 'verifyCode',
        input: ({ context }) => ({ ...codeRequest({ context }), code: context.code }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'verified',
            actions: { type: 'keepVerified', params: ({ event }) => event.output },
          },
          {
            target: 'enteringCode.resume',
            actions: { type: 'refuseCode', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'enteringCode.resume', actions: 'showRequestError' },
      },
    },
    verified: { type: 'final' },
  },
  output: ({ context }) => ({
    confirmation: { code: context.code, channel: context.channel ?? 'EMAIL' },
    verified: context.verified,
  }),
});
