import { assign, fromPromise, setup } from 'xstate';
import type { Outcome } from '../domain/outcome';
import { pixKeyOf, type PixKey } from '../domain/pix-key';
import { WITHDRAWAL_MSG, type ReturnedBy, type WithdrawalMethod } from '../domain/withdrawal-messages';

/** What "Confirmar desistência" gave back: how much and how it returns. */
export interface WithdrawalResult {
  refundedCentavos: number;
  method: WithdrawalMethod;
  withdrawnAt: string;
  /** A boleto's: sent by the PSP's PIX, or owed by the association. */
  returnedBy?: ReturnedBy;
}
export type WithdrawalAnswer = Outcome<WithdrawalResult>;

/** A boleto's money goes back to a PIX key: what the buyer chose and typed. */
export interface TypedPixKey {
  type: string;
  typed: string;
}

interface PurchaseWithdrawalContext {
  /** A boleto purchase: no withdrawal without a PIX key for its money. */
  needsKey: boolean;
  refundKey: PixKey | null;
  keyError: string | null;
  result: WithdrawalResult | null;
  error: string | null;
}

export type PurchaseWithdrawalEvent =
  | { type: 'withdraw.requested' }
  | { type: 'withdraw.confirmed'; key?: TypedPixKey }
  | { type: 'withdraw.cancelled' };

const keyOf = (key: TypedPixKey | undefined) => pixKeyOf(key?.type, key?.typed);

/**
 * "Desistir da compra" (CDC art. 49): the button asks first ("Confirmar desistência" or "Manter a
 * compra"); a boleto's asks also for the PIX key its money goes back to, checked before anything
 * is sent. Confirmed, the withdrawal is sent once (a second tap while it runs does nothing); the
 * server's answer ends it (everything paid went back) or says why not, and the buyer may try again.
 */
export const purchaseWithdrawalMachine = setup({
  types: {} as {
    context: PurchaseWithdrawalContext;
    events: PurchaseWithdrawalEvent;
    input: { needsKey: boolean };
    output: WithdrawalResult;
  },
  actors: {
    withdraw: fromPromise<WithdrawalAnswer, { refundKey: PixKey | null }>(async () => {
      throw new Error('withdraw not provided');
    }),
  },
  guards: {
    keyRefused: ({ context, event }) =>
      context.needsKey && event.type === 'withdraw.confirmed' && !keyOf(event.key).ok,
    withdrawn: (_, answer: WithdrawalAnswer) => answer.ok,
  },
}).createMachine({
  id: 'purchaseWithdrawal',
  context: ({ input }) => ({
    needsKey: input.needsKey,
    refundKey: null,
    keyError: null,
    result: null,
    error: null,
  }),
  initial: 'offered',
  states: {
    offered: {
      on: { 'withdraw.requested': { target: 'confirming', actions: assign({ error: null }) } },
    },
    confirming: {
      on: {
        'withdraw.confirmed': [
          {
            guard: 'keyRefused',
            actions: assign({
              keyError: ({ event }) => {
                const key = keyOf(event.key);
                return key.ok ? null : key.message;
              },
            }),
          },
          {
            target: 'withdrawing',
            actions: assign({
              keyError: null,
              refundKey: ({ context, event }) => {
                const key = keyOf(event.key);
                return context.needsKey && key.ok ? key.key : null;
              },
            }),
          },
        ],
        'withdraw.cancelled': { target: 'offered', actions: assign({ keyError: null }) },
      },
    },
    withdrawing: {
      tags: ['busy'],
      invoke: {
        src: 'withdraw',
        input: ({ context }) => ({ refundKey: context.refundKey }),
        onDone: [
          {
            guard: { type: 'withdrawn', params: ({ event }) => event.output },
            target: 'withdrawn',
            actions: assign({ result: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          {
            target: 'offered',
            actions: assign({ error: ({ event }) => (event.output.ok ? null : event.output.message) }),
          },
        ],
        onError: {
          target: 'offered',
          actions: assign({ error: WITHDRAWAL_MSG.failedNow }),
        },
      },
    },
    withdrawn: { type: 'final' },
  },
  output: ({ context }) => context.result!,
});
