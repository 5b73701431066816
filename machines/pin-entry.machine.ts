import { and, assign, fromPromise, not, setup } from 'xstate';
import { COMMON_MSG } from '../domain/messages';
import type { Failure, Outcome } from '../domain/outcome';
import { WALLET_MSG } from '../domain/wallet-messages';
import { codeEntryInput, codeEntryMachine, isFullCode, type CodeEntryRequest } from './code-entry.machine';

/** An accepted PIN: the short-lived PIN token (validate), or the server's success text (register, reset). */
export interface PinAccepted {
  token?: string;
  message?: string;
}

/** Five wrong PINs: payments stay locked until the PIN is recovered with a code. */
export type PinLocked = Failure & { locked: true };

export type PinResult = Outcome<PinAccepted> | PinLocked;
/** The recovery code went to `sentTo` (masked), when the server says where. */
export type CodeResult = Outcome<{ sentTo?: string }>;

export interface PinEntryInput {
  /** register: "Cadastre seu PIN"; validate: the PIN asked before a payment. */
  mode: 'register' | 'validate';
  /**
   * Inside a payment: a PIN just set (registered, or recovered with the code), typed twice, pays
   * at once (validated with the same digits) instead of being asked a third time.
   */
  thenPay?: boolean;
}

interface PinEntryContext {
  mode: 'register' | 'validate';
  thenPay: boolean;
  /** A PIN was just set (typed twice) and is now being checked for the payment. */
  newPinSet: boolean;
  pin: string;
  /** register: the PIN typed first, waiting to be typed again. */
  firstPin: string;
  error: string | null;
  notice: string | null;
  token: string | null;
  sentTo: string;
}

export type PinEntryEvent =
  | { type: 'pin.changed'; pin: string }
  | { type: 'pin.submitted' }
  | { type: 'recovery.requested' }
  | { type: 'recovery.submitted'; code: string; pin: string; pinAgain: string }
  | { type: 'recovery.cancelled' }
  | { type: 'message.dismissed' }
  | CodeEntryRequest;

const isFourDigits = (pin: string) => /^\d{4}$/.test(pin);

export const pinEntryMachine = setup({
  types: {} as {
    context: PinEntryContext;
    events: PinEntryEvent;
    input: PinEntryInput;
    output: { token: string | null; message: string | null };
    children: { code: 'codeEntry' };
  },
  actors: {
    submitPin: fromPromise<PinResult, { pin: string; mode: 'register' | 'validate' }>(async () => {
      throw new Error('submitPin not provided');
    }),
    sendRecoveryCode: fromPromise<CodeResult, void>(async () => {
      throw new Error('sendRecoveryCode not provided');
    }),
    resetPin: fromPromise<PinResult, { code: string; pin: string }>(async () => {
      throw new Error('resetPin not provided');
    }),
    codeEntry: codeEntryMachine,
  },
  guards: {
    hasFourDigits: ({ context }) => isFourDigits(context.pin),
    registering: ({ context }) => context.mode === 'register',
    registeredToPay: ({ context }, r: PinResult) => r.ok && context.mode === 'register' && context.thenPay,
    recoveredToPay: ({ context }, r: PinResult) => r.ok && context.thenPay,
    sameAsFirst: ({ context }) => context.pin === context.firstPin,
    accepted: (_, r: PinResult) => r.ok,
    lockedOut: (_, r: PinResult) => !r.ok && 'locked' in r,
    codeSent: (_, r: CodeResult) => r.ok,
    invalidRecovery: (_, e: { code: string; pin: string }) => !isFullCode(e.code) || !isFourDigits(e.pin),
    differentRecoveryPins: (_, e: { pin: string; pinAgain: string }) => e.pin !== e.pinAgain,
  },
  actions: {
    setPin: assign((_, pin: string) => ({ pin: pin.replace(/\D/g, '').slice(0, 4), error: null })),
    requireFourDigits: assign({ error: COMMON_MSG.pinInvalid }),
    keepFirstPin: assign(({ context }) => ({ firstPin: context.pin, pin: '' })),
    /** The two PINs differ: said so, and the member starts again from the first one. */
    showMismatch: assign({ error: WALLET_MSG.pinMismatch, pin: '', firstPin: '' }),
    /** SPEC §8: the server's MSG is shown and the inputs are cleared. */
    showRefusal: assign((_, r: PinResult) => ({ error: r.ok ? null : r.message, pin: '', newPinSet: false })),
    showRequestError: assign({ error: COMMON_MSG.unknownError, pin: '', newPinSet: false }),
    /** A validation's success text is none: the new PIN's (registered, recovered) stays. */
    keepResult: assign(({ context }, r: PinResult) =>
      r.ok ? { token: r.value.token ?? null, notice: r.value.message ?? context.notice } : {},
    ),
    /** The PIN is set: from now on it is checked, and its success text waits to be shown. */
    keepNewPin: assign((_, r: PinResult) => ({
      mode: 'validate' as const,
      newPinSet: true,
      notice: r.ok ? (r.value.message ?? null) : null,
    })),
    showRecoveryMismatch: assign({ error: WALLET_MSG.pinMismatch }),
    keepSentTo: assign((_, r: CodeResult) => ({ sentTo: r.ok ? (r.value.sentTo ?? '') : '' })),
    requireCodeAndPin: assign({ error: `${COMMON_MSG.confirmationCodeInvalid} ${COMMON_MSG.pinInvalid}` }),
    clearMessages: assign({ error: null, notice: null }),
  },
}).createMachine({
  id: 'pinEntry',
  context: ({ input }) => ({
    mode: input.mode,
    thenPay: input.thenPay ?? false,
    newPinSet: false,
    pin: '',
    firstPin: '',
    error: null,
    notice: null,
    token: null,
    sentTo: '',
  }),
  initial: 'editing',
  on: { 'message.dismissed': { actions: 'clearMessages' } },
  states: {
    editing: {
      on: {
        'pin.changed': { actions: { type: 'setPin', params: ({ event }) => event.pin } },
        'pin.submitted': [
          { guard: and(['hasFourDigits', 'registering']), target: 'confirming', actions: 'keepFirstPin' },
          { guard: 'hasFourDigits', target: 'submitting' },
          { actions: 'requireFourDigits' },
        ],
        'recovery.requested': 'recovering',
      },
    },
    /** register: "Confirme seu PIN", the same four digits once more before cadastrarPIN. */
    confirming: {
      on: {
        'pin.changed': { actions: { type: 'setPin', params: ({ event }) => event.pin } },
        'pin.submitted': [
          { guard: not('hasFourDigits'), actions: 'requireFourDigits' },
          { guard: 'sameAsFirst', target: 'submitting' },
          { target: 'editing', actions: 'showMismatch' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitPin',
        input: ({ context }) => ({ pin: context.pin, mode: context.mode }),
        onDone: [
          {
            // The PIN typed twice is registered: the same digits are checked again for the payment.
            guard: { type: 'registeredToPay', params: ({ event }) => event.output },
            target: 'submitting',
            reenter: true,
            actions: { type: 'keepNewPin', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'done',
            actions: { type: 'keepResult', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'lockedOut', params: ({ event }) => event.output },
            target: 'locked',
            actions: { type: 'showRefusal', params: ({ event }) => event.output },
          },
          { target: 'editing', actions: { type: 'showRefusal', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing', actions: 'showRequestError' },
      },
    },
    /** Five wrong PINs: payments stay locked until the PIN is recovered with a code. */
    locked: {
      on: { 'recovery.requested': 'recovering' },
    },
    recovering: {
      initial: 'sending',
      on: { 'recovery.cancelled': 'editing' },
      states: {
        sending: {
          tags: ['busy'],
          invoke: {
            src: 'sendRecoveryCode',
            onDone: [
              {
                guard: { type: 'codeSent', params: ({ event }) => event.output },
                target: 'awaitingCode',
                actions: { type: 'keepSentTo', params: ({ event }) => event.output },
              },
              {
                target: 'awaitingCode',
                actions: assign(({ event }) => ({ error: event.output.ok ? null : event.output.message })),
              },
            ],
            onError: { target: 'awaitingCode', actions: 'showRequestError' },
          },
        },
        /** The code step (child `code`) counts to the resend; the code and the new PIN are checked here. */
        awaitingCode: {
          invoke: { id: 'code', src: 'codeEntry', input: codeEntryInput },
          on: { 'code.resendRequested': { target: '#pinEntry.recovering.sending' } },
          initial: 'entering',
          states: {
            entering: {
              on: {
                'recovery.submitted': [
                  {
                    guard: { type: 'invalidRecovery', params: ({ event }) => event },
                    actions: 'requireCodeAndPin',
                  },
                  {
                    guard: { type: 'differentRecoveryPins', params: ({ event }) => event },
                    actions: 'showRecoveryMismatch',
                  },
                  { target: 'resetting', actions: assign(({ event }) => ({ pin: event.pin })) },
                ],
              },
            },
            resetting: {
              tags: ['busy'],
              invoke: {
                src: 'resetPin',
                input: ({ context, event }) => ({
                  code: event.type === 'recovery.submitted' ? event.code : '',
                  pin: context.pin,
                }),
                onDone: [
                  {
                    guard: { type: 'recoveredToPay', params: ({ event }) => event.output },
                    target: '#pinEntry.submitting',
                    actions: { type: 'keepNewPin', params: ({ event }) => event.output },
                  },
                  {
                    guard: { type: 'accepted', params: ({ event }) => event.output },
                    target: '#pinEntry.editing',
                    actions: assign(({ event }) => ({
                      notice: event.output.ok ? (event.output.value.message ?? null) : null,
                      pin: '',
                    })),
                  },
                  {
                    target: 'entering',
                    actions: { type: 'showRefusal', params: ({ event }) => event.output },
                  },
                ],
                onError: { target: 'entering', actions: 'showRequestError' },
              },
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ token: context.token, message: context.notice }),
});
