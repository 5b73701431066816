import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { COMMON_MSG } from '../../domain/messages';
import type { PaymentOutcome, PayRequest, Transaction, TransactionStatus } from '../../domain/transaction';
import { checkoutMachine } from '../../machines/checkout.machine';
import { accepted, pixAnswer, tx } from '../support/transactions';

const NOW = new Date('2026-11-21T12:00:00Z');

const refusedWith = (message: string): PaymentOutcome => ({ ok: false, message });

function start(opts: {
  pay?: (req: PayRequest) => PaymentOutcome | Promise<PaymentOutcome>;
  status?: () => TransactionStatus | Promise<TransactionStatus>;
  requiresPin?: boolean;
}) {
  const payCalls: PayRequest[] = [];
  let statusCalls = 0;
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        createTransaction: fromPromise(async ({ input }: { input: PayRequest }) => {
          payCalls.push(input);
          return (opts.pay ?? (() => pixAnswer()))(input);
        }),
        checkStatus: fromPromise(async () => {
          statusCalls++;
          return (opts.status ?? (() => 'pending' as const))();
        }),
      },
    }),
    { input: { requiresPin: opts.requiresPin ?? false } },
  ).start();
  return { actor, payCalls, statusCalls: () => statusCalls };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('checkout machine', () => {
  it('defaults to PIX and 1 installment', () => {
    const { actor } = start({});
    expect(actor.getSnapshot().context).toMatchObject({ method: 'pix', installments: 1 });
  });

  it('asks for the PIN first when required, and sends its token', async () => {
    const { actor, payCalls } = start({ requiresPin: true });
    actor.send({ type: 'payment.submitted' });
    expect(actor.getSnapshot().value).toBe('authorizing');
    expect(payCalls).toHaveLength(0);
    actor.send({ type: 'pin.confirmed', token: 'pin-token' });
    await vi.advanceTimersByTimeAsync(0);
    expect(payCalls[0]).toEqual({ method: 'pix', installments: 1, pinToken: 'pin-token' });
    actor.send({ type: 'back' });
  });

  it('goes back to the methods when the PIN step is cancelled', () => {
    const { actor } = start({ requiresPin: true });
    actor.send({ type: 'payment.submitted' });
    actor.send({ type: 'pin.cancelled' });
    expect(actor.getSnapshot().value).toBe('choosingMethod');
  });

  describe('PIX', () => {
    it('polls every 5 s, the first check after 5 s', async () => {
      const { actor, statusCalls } = start({});
      actor.send({ type: 'payment.submitted' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches('pix')).toBe(true);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(statusCalls()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(statusCalls()).toBe(1);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(statusCalls()).toBe(2);
    });

    it('counts down each second from the expiry', async () => {
      const { actor } = start({ pay: () => pixAnswer(125) });
      actor.send({ type: 'payment.submitted' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.secondsLeft).toBe(125);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(actor.getSnapshot().context.secondsLeft).toBe(124);
      await vi.advanceTimersByTimeAsync(64_000);
      expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    });

    it('succeeds when a check answers succeeded', async () => {
      let paid = false;
      const { actor } = start({ status: () => (paid ? 'succeeded' : 'pending') });
      actor.send({ type: 'payment.submitted' });
      await vi.advanceTimersByTimeAsync(5_000);
      expect(actor.getSnapshot().matches('pix')).toBe(true);
      paid = true;
      await vi.advanceTimersByTimeAsync(5_000);
      expect(actor.getSnapshot().value).toBe('paid');
      expect(actor.getSnapshot().status).toBe('done');
    });

    it('succeeds at once on a pushed confirmation', async () => {
      const { actor, statusCalls } = start({});
      actor.send({ type: 'payment.submitted' });
      await vi.advanceTimersByTimeAsync(300);
      actor.send({ type: 'pix.succeeded' });
      expect(actor.getSnapshot().value).toBe('paid');
      expect(statusCalls()).toBe(0);
    });

    it('at 00:00 stops polling and shows the expired state; Voltar returns to the methods', async () => {
      const { actor, statusCalls } = start({ pay: () => pixAnswer(12) });
      actor.send({ type: 'payment.submitted' });
      await vi.advanceTimersByTimeAsync(11_000);
      expect(actor.getSnapshot().matches('pix')).toBe(true);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(actor.getSnapshot().value).toBe('expired');
      const checks = statusCalls();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(statusCalls()).toBe(checks);
      actor.send({ type: 'back' });
      expect(actor.getSnapshot().value).toBe('choosingMethod');
      expect(actor.getSnapshot().context.transaction).toBeUndefined();
    });

    it('regenerates an expired PIX in one tap', async () => {
      const { actor, payCalls } = start({ pay: () => pixAnswer(5) });
      actor.send({ type: 'payment.submitted' });
      await vi.advanceTimersByTimeAsync(5_000);
      expect(actor.getSnapshot().value).toBe('expired');
      actor.send({ type: 'pix.regenerate' });
      await vi.advanceTimersByTimeAsync(0);
      expect(payCalls).toHaveLength(2);
      expect(actor.getSnapshot().matches('pix')).toBe(true);
    });

    it('keeps polling through a failed check', async () => {
      let calls = 0;
      const { actor } = start({
        status: () => {
          calls++;
          if (calls === 1) throw new Error('offline');
          return 'succeeded';
        },
      });
      actor.send({ type: 'payment.submitted' });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(actor.getSnapshot().value).toBe('paid');
    });
  });

  it('boleto: shows the line and Voltar returns', async () => {
    const { actor, payCalls } = start({
      pay: () => accepted(tx({ method: 'boleto', boleto: { digitableLine: '0019'.padEnd(47, '0') } })),
    });
    actor.send({ type: 'method.selected', method: 'boleto' });
    actor.send({ type: 'payment.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(payCalls[0]).toEqual({ method: 'boleto', installments: 1 });
    expect(actor.getSnapshot().value).toBe('boleto');
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('choosingMethod');
  });

  describe('card', () => {
    const card = { savedCardId: 7 };

    it('pays with installments and ends paid', async () => {
      const { actor, payCalls } = start({
        pay: () => accepted(tx({ method: 'card', status: 'succeeded' })),
      });
      actor.send({ type: 'method.selected', method: 'card' });
      actor.send({ type: 'installments.selected', count: 3 });
      actor.send({ type: 'payment.submitted', card });
      await vi.advanceTimersByTimeAsync(0);
      expect(payCalls[0]).toEqual({ method: 'card', installments: 3, card });
      expect(actor.getSnapshot().value).toBe('paid');
    });

    it('shows a missing-field message without calling the server', () => {
      const { actor, payCalls } = start({});
      actor.send({ type: 'method.selected', method: 'card' });
      actor.send({ type: 'payment.submitted', cardError: COMMON_MSG.cardNumberRequired });
      expect(actor.getSnapshot().context.error).toBe(COMMON_MSG.cardNumberRequired);
      expect(payCalls).toHaveLength(0);
    });

    it("shows the gateway's refusal", async () => {
      const { actor } = start({
        pay: () => refusedWith('Transação recusada pelo banco emissor.'),
      });
      actor.send({ type: 'method.selected', method: 'card' });
      actor.send({ type: 'payment.submitted', card });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('choosingMethod');
      expect(actor.getSnapshot().context.error).toBe('Transação recusada pelo banco emissor.');
    });

    it('a refusal stays written after its alert closes, until the buyer changes something', async () => {
      const refused = { ok: false, message: 'Transação recusada pelo banco emissor.' } as const;
      const { actor } = start({ pay: () => refused });
      actor.send({ type: 'method.selected', method: 'card' });
      actor.send({ type: 'payment.submitted', card });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.refusal).toBe(refused.message);

      // The 3 s alert is dismissed (or closes by itself): the refusal is still on the form.
      await vi.advanceTimersByTimeAsync(3_000);
      actor.send({ type: 'error.dismissed' });
      expect(actor.getSnapshot().context).toMatchObject({ error: null, refusal: refused.message });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(actor.getSnapshot().context.refusal).toBe(refused.message);

      actor.send({ type: 'card.changed' });
      expect(actor.getSnapshot().context.refusal).toBeNull();

      // Another method or number of installments, or a new attempt, forgets it too.
      for (const change of [
        { type: 'installments.selected', count: 2 },
        { type: 'method.selected', method: 'pix' },
        { type: 'payment.submitted', card },
      ] as const) {
        actor.send({ type: 'method.selected', method: 'card' });
        actor.send({ type: 'payment.submitted', card });
        await vi.advanceTimersByTimeAsync(0);
        expect(actor.getSnapshot().context.refusal).toBe(refused.message);
        actor.send(change);
        expect(actor.getSnapshot().context.refusal, change.type).toBeNull();
        await vi.advanceTimersByTimeAsync(0);
      }
    });

    it('translates the invalid-number message', async () => {
      const { actor } = start({ pay: () => refusedWith(COMMON_MSG.gatewayInvalidCardNumber) });
      actor.send({ type: 'method.selected', method: 'card' });
      actor.send({ type: 'payment.submitted', card });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.error).toBe(COMMON_MSG.cardNumberInvalid);
    });

    it('a success without the expected data is an error', async () => {
      const { actor } = start({ pay: () => accepted(null) });
      actor.send({ type: 'method.selected', method: 'card' });
      actor.send({ type: 'payment.submitted', card });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.error).toBe(COMMON_MSG.transactionFailedRetry);
    });

    it('a payment without an answer says the transaction failed, and writes no refusal', async () => {
      const { actor } = start({
        pay: () => ({ ok: false, message: COMMON_MSG.unknownError, unanswered: true }),
      });
      actor.send({ type: 'payment.submitted' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('choosingMethod');
      expect(actor.getSnapshot().context).toMatchObject({
        error: COMMON_MSG.transactionFailed,
        refusal: null,
      });
    });

    it('a refusal shows its own message, even one the server sent as an HTTP error', async () => {
      const { actor } = start({ pay: () => refusedWith('Pagamento em andamento para este item.') });
      actor.send({ type: 'payment.submitted' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context).toMatchObject({
        error: 'Pagamento em andamento para este item.',
        refusal: 'Pagamento em andamento para este item.',
      });
    });

    it('an actor that throws anyway shows the transaction error', async () => {
      const { actor } = start({ pay: () => Promise.reject(new Error('500')) });
      actor.send({ type: 'payment.submitted' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.error).toBe(COMMON_MSG.transactionFailed);
    });

    it('installments apply to the card only', () => {
      const { actor } = start({});
      actor.send({ type: 'installments.selected', count: 3 });
      expect(actor.getSnapshot().context.installments).toBe(1);
      actor.send({ type: 'method.selected', method: 'card' });
      actor.send({ type: 'installments.selected', count: 15 });
      expect(actor.getSnapshot().context.installments).toBe(12);
    });
  });
});

describe('checkout machine: server push', () => {
  it('listens while the PIX is shown and succeeds when the push arrives', async () => {
    const watched: string[] = [];
    let push: (() => void) | undefined;
    let stopped = false;
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          createTransaction: fromPromise(async () => pixAnswer()),
          checkStatus: fromPromise<TransactionStatus, { gatewayTransactionId: string }>(
            async () => 'pending',
          ),
          watchTransaction: fromCallback(
            ({
              sendBack,
              input,
            }: {
              sendBack: (e: { type: 'pix.succeeded' }) => void;
              input: { gatewayTransactionId: string };
            }) => {
              watched.push(input.gatewayTransactionId);
              push = () => sendBack({ type: 'pix.succeeded' });
              return () => {
                stopped = true;
              };
            },
          ),
        },
      }),
      { input: { requiresPin: false } },
    ).start();
    actor.send({ type: 'payment.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(watched).toEqual(['sbx_1']);
    await vi.advanceTimersByTimeAsync(700);
    push?.();
    expect(actor.getSnapshot().value).toBe('paid');
    expect(stopped).toBe(true);
  });
});

describe('checkout machine: reopening a boleto (obterTransacaoPendenteBoleto)', () => {
  const slip = tx({
    gatewayTransactionId: 'sbx_boleto',
    method: 'boleto',
    hash: 'slip-hash',
    boleto: { digitableLine: '0019'.padEnd(47, '0') },
  });

  function reopen(find: () => Promise<Transaction | null>) {
    const payCalls: PayRequest[] = [];
    let findCalls = 0;
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          createTransaction: fromPromise(async ({ input }: { input: PayRequest }) => {
            payCalls.push(input);
            return pixAnswer();
          }),
          checkStatus: fromPromise<TransactionStatus, { gatewayTransactionId: string }>(
            async () => 'pending',
          ),
          findPendingBoleto: fromPromise(async () => {
            findCalls++;
            return find();
          }),
        },
      }),
      { input: { requiresPin: true, reopensBoleto: true } },
    ).start();
    return { actor, payCalls, findCalls: () => findCalls };
  }

  it('a pending boleto opens as it was: the same line and slip, no PIN, no transaction created', async () => {
    const { actor, payCalls, findCalls } = reopen(async () => slip);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('boleto');
    expect(snapshot.context).toMatchObject({ method: 'boleto', transaction: slip, boletoReopened: true });
    expect(findCalls()).toBe(1);
    expect(payCalls).toHaveLength(0);
    // Voltar: the methods, to pay some other way (behind the PIN).
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('choosingMethod');
    expect(actor.getSnapshot().context).toMatchObject({ transaction: undefined, boletoReopened: false });
    actor.send({ type: 'payment.submitted' });
    expect(actor.getSnapshot().value).toBe('authorizing');
  });

  it('no pending boleto, or no answer: the methods, as usual', async () => {
    const none = reopen(async () => null);
    await vi.advanceTimersByTimeAsync(0);
    expect(none.actor.getSnapshot().value).toBe('choosingMethod');
    const failed = reopen(async () => {
      throw new Error('offline');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.actor.getSnapshot().value).toBe('choosingMethod');
    expect(failed.actor.getSnapshot().context.error).toBeNull();
  });

  it('without reopensBoleto nothing is asked: the public checkout starts at the methods', () => {
    const { actor } = start({});
    expect(actor.getSnapshot().value).toBe('choosingMethod');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });
});
