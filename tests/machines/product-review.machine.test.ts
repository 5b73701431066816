import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { COMMON_MSG } from '../../domain/messages';
import { STORE_MSG } from '../../domain/store-messages';
import {
  productReviewMachine,
  type AcquireAnswer,
  type AcquireRequest,
} from '../../machines/product-review.machine';

const VALID_CNPJ = '11.222.333/0001-81';
const ALPHANUMERIC_CNPJ = '12.ABC.345/01DE-35';

function start(
  answer: (req: AcquireRequest) => AcquireAnswer | Promise<AcquireAnswer> = () => ({
    ok: true,
    value: 77,
  }),
) {
  const requests: AcquireRequest[] = [];
  const actor = createActor(
    productReviewMachine.provide({
      actors: {
        createItem: fromPromise<AcquireAnswer, AcquireRequest>(async ({ input }) => {
          requests.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { productId: 3 } },
  ).start();
  return { actor, requests };
}

describe('product-review machine', () => {
  it('creates the item without receipt details and ends with its id', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'payment.requested' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests).toEqual([{ productId: 3, companyName: '', cnpj: '' }]);
    expect(actor.getSnapshot().output).toEqual({ itemId: 77 });
  });

  it('sends the company and its CNPJ, numeric or alphanumeric', async () => {
    for (const cnpj of [VALID_CNPJ, ALPHANUMERIC_CNPJ]) {
      const { actor, requests } = start();
      actor.send({ type: 'companyName.changed', value: ' Clínica Demo Ltda ' });
      actor.send({ type: 'cnpj.changed', value: cnpj });
      actor.send({ type: 'cnpj.blurred' });
      expect(actor.getSnapshot().context.error).toBeNull();
      actor.send({ type: 'payment.requested' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(requests).toEqual([{ productId: 3, companyName: 'Clínica Demo Ltda', cnpj }]);
    }
  });

  it('an invalid CNPJ is cleared on blur with the spec message', () => {
    const { actor } = start();
    actor.send({ type: 'cnpj.changed', value: '11.222.333/0001-82' });
    actor.send({ type: 'cnpj.blurred' });
    expect(actor.getSnapshot().context).toMatchObject({ cnpj: '', error: COMMON_MSG.cnpjInvalid });
    actor.send({ type: 'error.dismissed' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('an empty CNPJ is not checked', () => {
    const { actor } = start();
    actor.send({ type: 'cnpj.blurred' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a CNPJ needs the company name before the item is created', () => {
    const { actor, requests } = start();
    actor.send({ type: 'cnpj.changed', value: VALID_CNPJ });
    actor.send({ type: 'payment.requested' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe(STORE_MSG.receiptNameRequired);
    expect(requests).toEqual([]);
  });

  it("a refusal shows the server's message and the member may try again", async () => {
    const answers: AcquireAnswer[] = [
      { ok: false, message: COMMON_MSG.productAlreadyAcquired },
      { ok: true, value: 9 },
    ];
    const { actor } = start(() => answers.shift()!);
    actor.send({ type: 'payment.requested' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(COMMON_MSG.productAlreadyAcquired);
    actor.send({ type: 'payment.requested' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ itemId: 9 });
  });

  it('a failed call shows the unknown-error message', async () => {
    const { actor } = start(() => Promise.reject(new Error('offline')));
    actor.send({ type: 'payment.requested' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(COMMON_MSG.unknownError);
  });
});
