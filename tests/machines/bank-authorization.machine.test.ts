import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RecurringStatus } from '../../domain/contract/debito-automatico';
import { failed, succeeded as ok, type Outcome } from '../../domain/outcome';
import { bankAuthorizationMachine } from '../../machines/bank-authorization.machine';

const ACCOUNT = { ispb: '18236120', agencia: '0001', conta: '12345678' };

function start(
  statuses: Outcome<RecurringStatus>[],
  send: () => Promise<Outcome<{ id: number }>> = async () => ok({ id: 7 }),
) {
  const requests: unknown[] = [];
  const checks: number[] = [];
  const actor = createActor(
    bankAuthorizationMachine.provide({
      actors: {
        sendRequest: fromPromise(async ({ input }) => {
          requests.push(input);
          return send();
        }),
        checkStatus: fromPromise(async ({ input }) => {
          checks.push(input.id);
          return statuses.shift() ?? ok('pending');
        }),
      },
    }),
    { input: { itemId: 42 } },
  ).start();
  return { actor, requests, checks };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('bankAuthorizationMachine (Jornada 1)', () => {
  it('sends the item and account, then checks every 5 s until the bank approves', async () => {
    const { actor, requests, checks } = start([ok('pending'), ok('active')]);
    actor.send({ type: 'request.submitted', account: ACCOUNT });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toEqual([{ itemId: 42, account: ACCOUNT }]);
    expect(actor.getSnapshot().matches('following')).toBe(true);
    expect(actor.getSnapshot().context.authorizationId).toBe(7);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(checks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toEqual([7]);
    expect(actor.getSnapshot().matches({ following: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(checks).toEqual([7, 7]);
    expect(actor.getSnapshot().matches('approved')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refusal by the bank ends the polling; retry goes back to the form', async () => {
    const { actor, checks } = start([ok('refused')]);
    actor.send({ type: 'request.submitted', account: ACCOUNT });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(checks).toEqual([7]);
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.authorizationId).toBeNull();
  });

  it("the server's refusal stays on the form with its message", async () => {
    const { actor } = start([], async () =>
      failed('Você já tem um débito automático para este tipo de cobrança nesta associação.'),
    );
    actor.send({ type: 'request.submitted', account: ACCOUNT });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.message).toMatch(/^Você já tem/);
  });

  it('a check that fails (offline a moment) asks again at the next interval', async () => {
    const { actor, checks } = start([failed('Sem conexão'), ok('active')]);
    actor.send({ type: 'request.submitted', account: ACCOUNT });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(checks).toEqual([7]);
    expect(actor.getSnapshot().matches({ following: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(actor.getSnapshot().matches('approved')).toBe(true);
  });

  it('stops asking after 10 minutes; retry follows again', async () => {
    const { actor, checks } = start([]);
    actor.send({ type: 'request.submitted', account: ACCOUNT });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(actor.getSnapshot().matches('stillWaiting')).toBe(true);
    const asked = checks.length;
    expect(asked).toBe(119);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(checks.length).toBe(asked);
    actor.send({ type: 'retry' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(checks.length).toBe(asked + 1);
  });
});
