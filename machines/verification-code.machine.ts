import { assign, fromPromise, sendTo, setup } from 'xstate';
import { onlyDigits } from '../domain/digits';
import { COMMON_MSG } from '../domain/messages';
import type { Outcome } from '../domain/outcome';
import type { RegistrantOnFile } from '../domain/registration-draft';
import type { CodeChannel, SendOptions } from '../domain/registration-lookups';
import { codeEntryInput, codeEntryMachine, type CodeEntryRequest } from './code-entry.machine';
import { fail, type Notice } from './notice';
import { failureMessage, outcomeValue, succeeded } from './outcome-call';

/** A code for the registrant of this CPF, sent by the association on the channel. */
export interface RegistrantCodeRequest {
  associationId: number;
  /** Digits only. */
  cpf: string;
  channel: CodeChannel;
}

export interface RegistrantCodeCheck extends RegistrantCodeRequest {
  code: string;
}

/** The code went out: the server's "Enviamos o código para …". */
export type RegistrantCodeSent = Outcome<{ sentTo: string }>;
/** The code proved the registrant: what the association has on file of them. */
export type RegistrantVerified = Outcome<RegistrantOnFile>;

export interface VerificationCodeInput {
  associationId: number | null;
  /** The CPF the association knows, as typed. */
  cpf: string;
  /** Where the association can send a code to (masked). */
  sendOptions: SendOptions;
}

export interface VerificationCodeContext extends VerificationCodeInput {
  channel: CodeChannel | null;
  /** The code the code step handed over, checked and then sent again with the registration. */
  code: string;
  /** The server's "Enviamos o código para …". */
  sentTo: string;
  verified: RegistrantOnFile | null;
  error: Notice | null;
}

export type VerificationCodeEvent =
  { type: 'channel.chosen'; channel: CodeChannel } | { type: 'error.dismissed' } | CodeEntryRequest;

export interface VerificationCodeOutput {
  /** The code that proved the registrant, sent again with the registration. */
  confirmation: { code: string; channel: CodeChannel };
  /** The association's data of the registrant, to start the form with. */
  verified: RegistrantOnFile | null;
}

const codeRequest = ({ context }: { context: VerificationCodeContext }): RegistrantCodeRequest => ({
  associationId: context.associationId ?? 0,
  channel: context.channel ?? 'email',
  cpf: onlyDigits(context.cpf),
});

const verificationCode = setup({
  types: {} as {
    context: VerificationCodeContext;
    events: VerificationCodeEvent;
    input: VerificationCodeInput;
    output: VerificationCodeOutput;
    children: { code: 'codeEntry' };
  },
  actors: {
    sendCode: fromPromise<RegistrantCodeSent, RegistrantCodeRequest>(async () => {
      throw new Error('sendCode actor not provided');
    }),
    verifyCode: fromPromise<RegistrantVerified, RegistrantCodeCheck>(async () => {
      throw new Error('verifyCode actor not provided');
    }),
    codeEntry: codeEntryMachine,
  },
  guards: {
    offered: ({ context }, channel: CodeChannel) => Boolean(context.sendOptions[channel]),
  },
  actions: {
    clearError: assign({ error: null }),
    setChannel: assign((_, channel: CodeChannel) => ({ channel })),
    keepSentTo: assign((_, sent: { sentTo: string }) => ({ sentTo: sent.sentTo })),
    keepCode: assign((_, code: string) => ({ code, error: null })),
    requireSixDigits: assign({ error: fail(COMMON_MSG.confirmationCodeInvalid) }),
    showFailure: assign((_, message: string) => ({ error: fail(message) })),
    keepVerified: assign((_, verified: RegistrantOnFile) => ({ verified })),
    refuseCode: sendTo('code', { type: 'code.refused' }),
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
        { guard: succeeded, target: 'enteringCode', actions: { type: 'keepSentTo', params: outcomeValue } },
        { target: failTarget, actions: { type: 'showFailure', params: failureMessage() } },
      ],
      onError: { target: failTarget, actions: { type: 'showFailure', params: failureMessage() } },
    },
  });

/**
 * A registrant the association already knows proves it is them: a channel among those on file, the
 * 6-digit code sent there (the code-entry child `code`: typed or pasted, another one after its
 * countdown), then its check here, whose refusal the child is told of (`code.refused`).
 */
export const verificationCodeMachine = verificationCode.createMachine({
  id: 'verificationCode',
  context: ({ input }) => ({
    ...input,
    channel: null,
    code: '',
    sentTo: '',
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
    /** Entered after a send: a failed resend lets the child offer another one at once. */
    enteringCode: {
      invoke: { id: 'code', src: 'codeEntry', input: codeEntryInput },
      on: {
        'code.incomplete': { actions: 'requireSixDigits' },
        'code.resendRequested': { target: 'resendingCode' },
      },
      initial: 'waiting',
      states: {
        waiting: {
          on: {
            'code.entered': {
              target: 'verifyingCode',
              actions: { type: 'keepCode', params: ({ event }) => event.code },
            },
          },
        },
        verifyingCode: {
          tags: ['busy'],
          invoke: {
            src: 'verifyCode',
            input: ({ context }) => ({ ...codeRequest({ context }), code: context.code }),
            onDone: [
              {
                guard: succeeded,
                target: '#verificationCode.verified',
                actions: { type: 'keepVerified', params: outcomeValue },
              },
              {
                target: 'waiting',
                actions: [{ type: 'showFailure', params: failureMessage() }, 'refuseCode'],
              },
            ],
            onError: {
              target: 'waiting',
              actions: [{ type: 'showFailure', params: failureMessage() }, 'refuseCode'],
            },
          },
        },
      },
    },
    resendingCode: sendingCode('enteringCode'),
    verified: { type: 'final' },
  },
  output: ({ context }) => ({
    confirmation: { code: context.code, channel: context.channel ?? 'email' },
    verified: context.verified,
  }),
});
