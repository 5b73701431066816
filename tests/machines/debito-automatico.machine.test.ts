import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RecurringStatus, StartedAuthorization } from '../../domain/contract/debito-automatico';
import { failed, succeeded as ok, type Outcome } from '../../domain/outcome';
import { debitoAutomaticoMachine } from '../../machines/debito-automatico.machine';

const started: StartedAuthorization = {
  authorization: {
    id: 7,
    associationId: 428,
    associationName: 'Sociedade',
    itemKind: 'annuity',
    limitCentavos: 78_000,
    status: 'pending',
    createdAt: '2026-11-26T12:00:00.000Z',
  },
  pix: { brCode: '000201…', expiresAt: '2026-11-26T12:30:00.000Z' },
};

function actorWith(
  answers: Outcome<RecurringStatus>[],
  start = async (): Promise<Outcome<StartedAuthorization>> => ok(started),
) {
  const checks: number[] = [];
  const actor = createActor(
    debitoAutomaticoMachine.provide({
      actors: {
        start: fromPromise(start),
        check: fromPromise(async ({ input }: { input: { authorizationId: number } }) => {
          checks.push(input.authorizationId);
          return answers.shift() ?? ok('pending');
        }),
      },
    }),
  ).start();
  return { actor, checks };
}

afterEach(() => vi.useRealTimers());

describe('debitoAutomaticoMachine', () => {
  it('shows the QR, checks every 3 s while the bank has not answered (or the check failed), and ends approved', async () => {
    vi.useFakeTimers();
    const { actor, checks } = actorWith([ok('pending'), failed('Sem conexão'), ok('active')]);
    actor.send({ type: 'authorization.requested', itemId: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.brCode).toBe('000201…');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(checks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toEqual([7]);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(checks).toEqual([7, 7]);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(checks).toEqual([7, 7, 7]);
    expect(actor.getSnapshot().matches('approved')).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(checks).toHaveLength(3);
  });

  it('a refusal by the bank ends refused; a refused start keeps the server message', async () => {
    vi.useFakeTimers();
    const { actor } = actorWith([ok('refused')]);
    actor.send({ type: 'authorization.requested', itemId: 1 });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(actor.getSnapshot().matches('refused')).toBe(true);

    const failing = actorWith([], async () =>
      failed('Você já tem um débito automático para este tipo de cobrança nesta associação.'),
    ).actor;
    failing.send({ type: 'authorization.requested', itemId: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.getSnapshot().matches('idle')).toBe(true);
    expect(failing.getSnapshot().context.message).toMatch(/já tem um débito automático/);
  });
});
