import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { fromPixExpiry } from '../domain/dates';
import { MAX_INSTALLMENTS } from '../domain/constants';
import { MSG } from '../domain/messages';
import type {
  CartaoPagamento,
  EfetuarTransacaoResponse,
  Transacao,
  TransactionStatus,
} from '../domain/contract/fluxo';
import {
  DEFAULT_PAYMENT_METHOD,
  paymentMethods,
  type PaymentAnswer,
  type PaymentMethodId,
  type PaymentMethodWire,
} from '../domain/payment-methods';
import { transactionErrorText } from '../domain/card-form';

/** What the checkout asks the server for; the item and the amount are the caller's business. */
export interface PayRequest {
  TIPO: PaymentMethodWire;
  PARCELAS: number;
  CARTAO?: CartaoPagamento;
  TOKEN_PIN?: string;
}

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
  card: CartaoPagamento | undefined;
  pinToken: string | undefined;
  transaction: Transacao | undefined;
  secondsLeft: number;
  error: string | null;
  /** A refusal stays written on the form (the alert closes after 3 s) until the buyer changes something. */
  refusal: string | null;
  /** The boleto shown is one generated before, opened again. */
  boletoReopened: boolean;
}

export type CheckoutEvent =
  | { type: 'method.selected'; method: PaymentMethodId }
  | { type: 'installments.selected'; count: number }
  /** The buyer typed in the card fields or chose another card. */
  | { type: 'card.changed' }
  | { type: 'payment.submitted'; card?: CartaoPagamento; cardError?: string | null }
  | { type: 'pin.confirmed'; token: string }
  | { type: 'pin.cancelled' }
  /** The server pushed the PIX's confirmation (the 5 s polling is the fallback). */
  | { type: 'pix.succeeded' }
  | { type: 'pix.regenerate' }
  | { type: 'back' }
  | { type: 'error.dismissed' };

/** Whether the server's answer holds what the chosen method leaves the payer with. */
const answered: Record<PaymentAnswer, (r: EfetuarTransacaoResponse) => boolean> = {
  qrCode: (r) => Boolean(r.TRANSACAO?.PIX_QRCODE),
  slip: (r) => Boolean(r.TRANSACAO?.BOLETO_CODIGO_BARRA),
  approval: (r) => r.TRANSACAO?.STATUS === 'succeeded',
};
const answers = (method: PaymentMethodId, answer: PaymentAnswer, r: EfetuarTransacaoResponse) =>
  paymentMethods[method].answer === answer && answered[answer](r);
const needs = (method: PaymentMethodId) => paymentMethods[method].needs;

const secondsUntil = (pixExpiry: string) =>
  pixExpiry ? Math.max(0, Math.ceil((fromPixExpiry(pixExpiry).getTime() - Date.now()) / 1000)) : 0;

export const checkoutMachine = setup({
  types: {} as { context: CheckoutContext; events: CheckoutEvent; input: CheckoutInput },
  actors: {
    createTransaction: fromPromise<EfetuarTransacaoResponse, PayRequest>(async () => {
      throw new Error('createTransaction not provided');
    }),
    checkStatus: fromPromise<TransactionStatus, { id: string }>(async () => {
      throw new Error('checkStatus not provided');
    }),
    /** The item's boleto that can still be paid, or null (SPEC §7 obterTransacaoPendenteBoleto). */
    findPendingBoleto: fromPromise<Transacao | null, void>(async () => {
      throw new Error('findPendingBoleto not provided');
    }),
    /** Listens to the server's push for this transaction and sends 'pix.succeeded'; optional. */
    watchTransaction: fromCallback<CheckoutEvent, { id: string }>(() => undefined),
  },
  delays: { pollInterval: 5_000, tick: 1_000 },
  guards: {
    hasCardError: (_, e: { cardError?: string | null }) => Boolean(e.cardError),
    needsPin: ({ context }) => context.requiresPin,
    reopensBoleto: ({ context }) => context.reopensBoleto,
    hasBoleto: (_, tx: Transacao | null) => Boolean(tx?.BOLETO_CODIGO_BARRA),
    refused: (_, r: EfetuarTransacaoResponse) => !r.RESULTADO,
    showsQrCode: ({ context }, r: EfetuarTransacaoResponse) => answers(context.method, 'qrCode', r),
    showsSlip: ({ context }, r: EfetuarTransacaoResponse) => answers(context.method, 'slip', r),
    approved: ({ context }, r: EfetuarTransacaoResponse) => answers(context.method, 'approval', r),
    pixExpired: ({ context }) =>
      context.transaction !== undefined && secondsUntil(context.transaction.PIX_DATA_EXPIRACAO) <= 0,
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
    keepCard: assign((_, card: CartaoPagamento | undefined) => ({ card })),
    showCardError: assign((_, message: string) => ({ error: message })),
    keepPinToken: assign((_, token: string) => ({ pinToken: token })),
    keepTransaction: assign((_, r: EfetuarTransacaoResponse) => ({
      transaction: r.TRANSACAO,
      secondsLeft: r.TRANSACAO ? secondsUntil(r.TRANSACAO.PIX_DATA_EXPIRACAO) : 0,
    })),
    showRefusal: assign((_, r: EfetuarTransacaoResponse) => {
      const text = transactionErrorText(r.MSG);
      return { error: text, refusal: text };
    }),
    forgetRefusal: assign({ refusal: null }),
    showMissingData: assign({ error: MSG.transactionFailedRetry }),
    showRequestError: assign({ error: MSG.transactionFailed }),
    clearError: assign({ error: null }),
    countDown: assign(({ context }) => ({
      secondsLeft: context.transaction ? secondsUntil(context.transaction.PIX_DATA_EXPIRACAO) : 0,
    })),
    reopenBoleto: assign((_, tx: Transacao | null) => ({
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
        input: ({ context }) => ({
          TIPO: paymentMethods[context.method].wire,
          PARCELAS: needs(context.method).installments ? context.installments : 1,
          ...(needs(context.method).card && context.card ? { CARTAO: context.card } : {}),
          ...(context.pinToken ? { TOKEN_PIN: context.pinToken } : {}),
        }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'choosingMethod',
            actions: { type: 'showRefusal', params: ({ event }) => event.output },
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
            input: ({ context }) => ({ id: context.transaction?.ID_ZOOP_TRANSACAO ?? '' }),
          },
        },
        polling: {
          initial: 'waiting',
          states: {
            waiting: { after: { pollInterval: 'checking' } },
            checking: {
              invoke: {
                src: 'checkStatus',
                input: ({ context }) => ({ id: context.transaction?.ID_ZOOP_TRANSACAO ?? '' }),
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
