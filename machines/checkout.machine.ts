import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { MAX_INSTALLMENTS, PIX_POLL_MS, TICK_MS } from '../domain/constants';
import { COMMON_MSG } from '../domain/messages';
import type { Failure } from '../domain/outcome';
import type {
  PaymentCard,
  PaymentOutcome,
  PayRequest,
  Transaction,
  TransactionStatus,
} from '../domain/transaction';
import {
  DEFAULT_PAYMENT_METHOD,
  paymentMethods,
  type PaymentAnswer,
  type PaymentMethodId,
} from '../domain/payment-methods';
import { transactionErrorText } from '../domain/card-form';

export type { PayRequest };

export interface CheckoutInput {
  /** Members confirm their PIN before each payment; public buyers have none. */
  requiresPin: boolean;
  /**
   * Ask first for the item's boleto that can still be paid (obterTransacaoPendenteBoleto): one
   * generated before opens again as it was, with no new transaction and no PIN.
   */
  reopensBoleto?: boolean;
}

export interface CheckoutContext {
  requiresPin: boolean;
  reopensBoleto: boolean;
  method: PaymentMethodId;
  installments: number;
  card: PaymentCard | undefined;
  pinToken: string | undefined;
  transaction: Transaction | undefined;
  secondsLeft: number;
  error: string | null;
  /** A refusal stays written on the form (after its alert is read) until the buyer changes something. */
  refusal: string | null;
  /** The boleto shown is one generated before, opened again. */
  boletoReopened: boolean;
}

export type CheckoutEvent =
  | { type: 'method.selected'; method: PaymentMethodId }
  | { type: 'installments.selected'; count: number }
  /** The buyer typed in the card fields or chose another card. */
  | { type: 'card.changed' }
  | { type: 'payment.submitted'; card?: PaymentCard; cardError?: string | null }
  | { type: 'pin.confirmed'; token: string }
  | { type: 'pin.cancelled' }
  /** The server pushed the PIX's confirmation (the 5 s polling is the fallback). */
  | { type: 'pix.succeeded' }
  | { type: 'pix.regenerate' }
  | { type: 'back' }
  | { type: 'error.dismissed' };

/** Whether the transaction holds what the chosen method leaves the payer with. */
const answered: Record<PaymentAnswer, (tx: Transaction) => boolean> = {
  qrCode: (tx) => Boolean(tx.pix?.qrCode),
  slip: (tx) => Boolean(tx.boleto?.digitableLine),
  approval: (tx) => tx.status === 'succeeded',
};
const answers = (method: PaymentMethodId, answer: PaymentAnswer, outcome: PaymentOutcome) =>
  outcome.ok &&
  outcome.value !== null &&
  paymentMethods[method].answer === answer &&
  answered[answer](outcome.value);
const needs = (method: PaymentMethodId) => paymentMethods[method].needs;

const secondsUntil = (expiresAt: string | undefined) =>
  expiresAt ? Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000)) : 0;
const secondsLeftOf = (tx: Transaction | undefined) => secondsUntil(tx?.pix?.expiresAt);
const transactionOf = (outcome: PaymentOutcome) => (outcome.ok ? (outcome.value ?? undefined) : undefined);

export const checkoutMachine = setup({
  types: {} as { context: CheckoutContext; events: CheckoutEvent; input: CheckoutInput },
  actors: {
    /** Never rejects for a refusal or a lost answer: both come back as a Failure. */
    createTransaction: fromPromise<PaymentOutcome, PayRequest>(async () => {
      throw new Error('createTransaction not provided');
    }),
    checkStatus: fromPromise<TransactionStatus, { gatewayTransactionId: string }>(async () => {
      throw new Error('checkStatus not provided');
    }),
    /** The item's boleto that can still be paid, or null (SPEC §7 obterTransacaoPendenteBoleto). */
    findPendingBoleto: fromPromise<Transaction | null, void>(async () => {
      throw new Error('findPendingBoleto not provided');
    }),
    /** Listens to the server's push for this transaction and sends 'pix.succeeded'; optional. */
    watchTransaction: fromCallback<CheckoutEvent, { gatewayTransactionId: string }>(() => undefined),
  },
  delays: { pollInterval: PIX_POLL_MS, tick: TICK_MS },
  guards: {
    hasCardError: (_, e: { cardError?: string | null }) => Boolean(e.cardError),
    needsPin: ({ context }) => context.requiresPin,
    reopensBoleto: ({ context }) => context.reopensBoleto,
    hasBoleto: (_, tx: Transaction | null) => Boolean(tx?.boleto?.digitableLine),
    /** No answer at all: the money may or may not have moved, so no refusal is shown as if it were. */
    unanswered: (_, r: PaymentOutcome) => !r.ok && r.unanswered === true,
    refused: (_, r: PaymentOutcome) => !r.ok,
    showsQrCode: ({ context }, r: PaymentOutcome) => answers(context.method, 'qrCode', r),
    showsSlip: ({ context }, r: PaymentOutcome) => answers(context.method, 'slip', r),
    approved: ({ context }, r: PaymentOutcome) => answers(context.method, 'approval', r),
    pixExpired: ({ context }) => context.transaction !== undefined && secondsLeftOf(context.transaction) <= 0,
    succeeded: (_, status: TransactionStatus) => status === 'succeeded',
    expiredOnServer: (_, status: TransactionStatus) => status === 'expired',
  },
  actions: {
    selectMethod: assign((_, method: PaymentMethodId) => ({ method, installments: 1, error: null })),
    selectInstallments: assign(({ context }, count: number) => ({
      installments: needs(context.method).installments
        ? Math.min(MAX_INSTALLMENTS, Math.max(1, Math.trunc(count)))
        : 1,
    })),
    keepCard: assign((_, card: PaymentCard | undefined) => ({ card })),
    showCardError: assign((_, message: string) => ({ error: message })),
    keepPinToken: assign((_, token: string) => ({ pinToken: token })),
    keepTransaction: assign((_, r: PaymentOutcome) => ({
      transaction: transactionOf(r),
      secondsLeft: secondsLeftOf(transactionOf(r)),
    })),
    showRefusal: assign((_, failure: Failure) => {
      const text = transactionErrorText(failure.message);
      return { error: text, refusal: text };
    }),
    forgetRefusal: assign({ refusal: null }),
    showMissingData: assign({ error: COMMON_MSG.transactionFailedRetry }),
    showRequestError: assign({ error: COMMON_MSG.transactionFailed }),
    clearError: assign({ error: null }),
    countDown: assign(({ context }) => ({ secondsLeft: secondsLeftOf(context.transaction) })),
    reopenBoleto: assign((_, tx: Transaction | null) => ({
      method: 'boleto' as const,
      transaction: tx ?? undefined,
      secondsLeft: 0,
      boletoReopened: true,
    })),
    forgetTransaction: assign({
      transaction: undefined,
      secondsLeft: 0,
      pinToken: undefined,
      boletoReopened: false,
    }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    requiresPin: input.requiresPin,
    reopensBoleto: input.reopensBoleto ?? false,
    method: DEFAULT_PAYMENT_METHOD,
    installments: 1,
    card: undefined,
    pinToken: undefined,
    transaction: undefined,
    secondsLeft: 0,
    error: null,
    refusal: null,
    boletoReopened: false,
  }),
  initial: 'opening',
  on: { 'error.dismissed': { actions: 'clearError' } },
  states: {
    opening: {
      always: [
        {
          guard: 'reopensBoleto',
          target: 'findingBoleto',
        },
        { target: 'choosingMethod' },
      ],
    },
    /** A boleto generated before shows as it was; none (or no answer) goes on to the methods. */
    findingBoleto: {
      tags: ['busy'],
      invoke: {
        src: 'findPendingBoleto',
        onDone: [
          {
            guard: { type: 'hasBoleto', params: ({ event }) => event.output },
            target: 'boleto',
            actions: { type: 'reopenBoleto', params: ({ event }) => event.output },
          },
          { target: 'choosingMethod' },
        ],
        onError: 'choosingMethod',
      },
    },
    choosingMethod: {
      exit: 'forgetRefusal',
      on: {
        'method.selected': {
          actions: [{ type: 'selectMethod', params: ({ event }) => event.method }, 'forgetRefusal'],
        },
        'installments.selected': {
          actions: [{ type: 'selectInstallments', params: ({ event }) => event.count }, 'forgetRefusal'],
        },
        'card.changed': { actions: 'forgetRefusal' },
        'payment.submitted': [
          {
            guard: { type: 'hasCardError', params: ({ event }) => event },
            actions: { type: 'showCardError', params: ({ event }) => event.cardError ?? '' },
          },
          {
            guard: 'needsPin',
            target: 'authorizing',
            actions: { type: 'keepCard', params: ({ event }) => event.card },
          },
          { target: 'creating', actions: { type: 'keepCard', params: ({ event }) => event.card } },
        ],
      },
    },
    /** The member types the 4-digit PIN; the PIN screen sends back a short-lived token. */
    authorizing: {
      on: {
        'pin.confirmed': {
          target: 'creating',
          actions: { type: 'keepPinToken', params: ({ event }) => event.token },
        },
        'pin.cancelled': 'choosingMethod',
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        src: 'createTransaction',
        input: ({ context }): PayRequest => ({
          method: context.method,
          installments: needs(context.method).installments ? context.installments : 1,
          ...(needs(context.method).card && context.card ? { card: context.card } : {}),
          ...(context.pinToken ? { pinToken: context.pinToken } : {}),
        }),
        onDone: [
          {
            guard: { type: 'unanswered', params: ({ event }) => event.output },
            target: 'choosingMethod',
            actions: 'showRequestError',
          },
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'choosingMethod',
            actions: {
              type: 'showRefusal',
              params: ({ event }) => event.output as Failure,
            },
          },
          {
            guard: { type: 'showsQrCode', params: ({ event }) => event.output },
            target: 'pix',
            actions: { type: 'keepTransaction', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'showsSlip', params: ({ event }) => event.output },
            target: 'boleto',
            actions: { type: 'keepTransaction', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'approved', params: ({ event }) => event.output },
            target: 'paid',
            actions: { type: 'keepTransaction', params: ({ event }) => event.output },
          },
          { target: 'choosingMethod', actions: 'showMissingData' },
        ],
        onError: { target: 'choosingMethod', actions: 'showRequestError' },
      },
    },
    pix: {
      type: 'parallel',
      on: { 'pix.succeeded': 'paid' },
      states: {
        countdown: {
          initial: 'ticking',
          states: {
            ticking: {
              always: { guard: 'pixExpired', target: '#checkout.expired' },
              after: { tick: { target: 'ticking', reenter: true, actions: 'countDown' } },
            },
          },
        },
        push: {
          invoke: {
            src: 'watchTransaction',
            input: ({ context }) => ({
              gatewayTransactionId: context.transaction?.gatewayTransactionId ?? '',
            }),
          },
        },
        polling: {
          initial: 'waiting',
          states: {
            waiting: { after: { pollInterval: 'checking' } },
            checking: {
              invoke: {
                src: 'checkStatus',
                input: ({ context }) => ({
                  gatewayTransactionId: context.transaction?.gatewayTransactionId ?? '',
                }),
                onDone: [
                  {
                    guard: { type: 'succeeded', params: ({ event }) => event.output },
                    target: '#checkout.paid',
                  },
                  {
                    guard: { type: 'expiredOnServer', params: ({ event }) => event.output },
                    target: '#checkout.expired',
                  },
                  { target: 'waiting' },
                ],
                // A failed check (offline a moment) just waits for the next one.
                onError: { target: 'waiting' },
              },
            },
          },
        },
      },
    },
    /** At 00:00 polling stops; the buyer goes back or, in one tap, asks for a new PIX. */
    expired: {
      entry: assign({ secondsLeft: 0 }),
      on: {
        back: { target: 'choosingMethod', actions: 'forgetTransaction' },
        'pix.regenerate': [
          { guard: 'needsPin', target: 'authorizing', actions: 'forgetTransaction' },
          { target: 'creating', actions: 'forgetTransaction' },
        ],
      },
    },
    boleto: {
      on: { back: { target: 'choosingMethod', actions: 'forgetTransaction' } },
    },
    paid: { type: 'final' },
  },
});
