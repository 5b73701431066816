import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { PIX_KEY_MSG, type PixKey } from '../../domain/pix-key';
import { WITHDRAWAL_MSG } from '../../domain/withdrawal-messages';
import { purchaseWithdrawalMachine, type WithdrawalAnswer } from '../../machines/purchase-withdrawal.machine';

const DONE: WithdrawalAnswer = {
  ok: true,
  value: { refundedCentavos: 90_000, method: 'card', withdrawnAt: '2026-11-29T12:00:00.000Z' },
};

function start(
  answers: (() => WithdrawalAnswer | Promise<WithdrawalAnswer>)[] = [() => DONE],
  needsKey = false,
) {
  let calls = 0;
  const keys: (PixKey | null)[] = [];
  const actor = createActor(
    purchaseWithdrawalMachine.provide({
      actors: {
        withdraw: fromPromise<WithdrawalAnswer, { refundKey: PixKey | null }>(async ({ input }) => {
          keys.push(input.refundKey);
          return answers[calls++]!();
        }),
      },
    }),
    { input: { needsKey } },
  ).start();
  return { actor, calls: () => calls, keys };
}

describe('purchase-withdrawal machine', () => {
  it('asks before it withdraws; "Manter a compra" sends nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'withdraw.requested' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'withdraw.cancelled' });
    expect(actor.getSnapshot().value).toBe('offered');
    expect(calls()).toBe(0);
  });

  it('confirmed: sends once (a second tap while it runs does nothing) and ends with what went back', async () => {
    let release!: () => void;
    const { actor, calls } = start([() => new Promise((resolve) => (release = () => resolve(DONE)))]);
    actor.send({ type: 'withdraw.requested' });
    actor.send({ type: 'withdraw.confirmed' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'withdraw.confirmed' });
    actor.send({ type: 'withdraw.requested' });
    release();
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls()).toBe(1);
    expect(actor.getSnapshot().output).toEqual(DONE.ok && DONE.value);
  });

  it("the server's refusal is shown and the buyer may try again", async () => {
    const refused = WITHDRAWAL_MSG.refused('Cobrança não encontrada');
    const { actor } = start([() => ({ ok: false, message: refused }), () => DONE]);
    actor.send({ type: 'withdraw.requested' });
    actor.send({ type: 'withdraw.confirmed' });
    await waitFor(actor, (s) => s.value === 'offered' && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(refused);
    actor.send({ type: 'withdraw.requested' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'withdraw.confirmed' });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('no answer (offline): says so in pt-BR and offers the button again', async () => {
    const { actor } = start([() => Promise.reject(new Error('network'))]);
    actor.send({ type: 'withdraw.requested' });
    actor.send({ type: 'withdraw.confirmed' });
    await waitFor(actor, (s) => s.value === 'offered' && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(WITHDRAWAL_MSG.failedNow);
  });

  it('a boleto: no withdrawal without a valid PIX key; the checked key is what is sent', async () => {
    const done: WithdrawalAnswer = {
      ok: true,
      value: {
        refundedCentavos: 90_000,
        method: 'boleto',
        withdrawnAt: '2026-11-29T12:00:00.000Z',
        returnedBy: 'psp',
      },
    };
    const { actor, calls, keys } = start([() => done], true);
    actor.send({ type: 'withdraw.requested' });
    actor.send({ type: 'withdraw.confirmed' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.keyError).toBe(PIX_KEY_MSG.chooseType);
    actor.send({ type: 'withdraw.confirmed', key: { type: 'cpf', typed: '529.982.247-35' } });
    expect(actor.getSnapshot().context.keyError).toBe(PIX_KEY_MSG.invalid.cpf);
    actor.send({ type: 'withdraw.confirmed', key: { type: 'phone', typed: '' } });
    expect(actor.getSnapshot().context.keyError).toBe(PIX_KEY_MSG.missing);
    expect(calls()).toBe(0);
    actor.send({ type: 'withdraw.confirmed', key: { type: 'phone', typed: '(11) 91234-5678' } });
    expect(actor.getSnapshot().context.keyError).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(keys).toEqual([{ type: 'phone', key: '+5511912345678' }]);
    expect(actor.getSnapshot().output).toMatchObject({ method: 'boleto', returnedBy: 'psp' });
  });

  it('a card or PIX sends no key, whatever is typed', async () => {
    const { actor, keys } = start();
    actor.send({ type: 'withdraw.requested' });
    actor.send({ type: 'withdraw.confirmed', key: { type: 'cpf', typed: '52998224725' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(keys).toEqual([null]);
  });
});
