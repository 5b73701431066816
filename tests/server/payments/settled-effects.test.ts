import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSettledEffects, paymentSettledEvents } from '../../../server/db/schema-settlement';
import {
  createSettledEffects,
  EFFECT_RETRY_LIMIT,
  recordSettled,
  type SettledHandler,
} from '../../../server/payments/settled-effects';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A transaction id no real payment has: the events table takes any (no foreign key). */
let fakeTransaction = 900_000_000;
const newEvent = () =>
  recordSettled(t.app.db, { transactionId: (fakeTransaction += 1), itemIds: [1], paidAt: new Date() });

const effectOf = async (eventId: number, handler: string) =>
  (
    await t.app.db
      .select()
      .from(paymentSettledEffects)
      .where(and(eq(paymentSettledEffects.eventId, eventId), eq(paymentSettledEffects.handler, handler)))
  )[0];

describe('payment settled: the handlers of one event', () => {
  it('records one event per transaction, and runs each handler once however often it is asked', async () => {
    const eventId = await newEvent();
    expect(
      await recordSettled(t.app.db, { transactionId: fakeTransaction, itemIds: [1], paidAt: new Date() }),
    ).toBe(eventId);
    let runs = 0;
    const effects = createSettledEffects({
      db: t.app.db,
      handlers: [{ name: 'conta', run: async () => void (runs += 1) }],
    });
    await Promise.all([effects.runEvent(eventId), effects.runEvent(eventId)]);
    await effects.runEvent(eventId);
    expect(runs).toBe(1);
    expect(await effectOf(eventId, 'conta')).toMatchObject({ status: 'done', attempts: 1 });
    const [event] = await t.app.db
      .select()
      .from(paymentSettledEvents)
      .where(eq(paymentSettledEvents.id, eventId));
    expect(event!.doneAt).not.toBeNull();
  });

  it('a failing handler is kept with its error, retried after its delay, and given up after the limit', async () => {
    const eventId = await newEvent();
    const errors: unknown[] = [];
    let fail = true;
    let others = 0;
    const handlers: SettledHandler[] = [
      {
        name: 'falha',
        run: async () => {
          if (fail) throw new Error('PSP fora do ar');
        },
      },
      { name: 'outro', run: async () => void (others += 1) },
    ];
    const effects = createSettledEffects({
      db: t.app.db,
      log: { error: (...args: unknown[]) => void errors.push(args), warn: () => undefined },
      handlers,
    });
    await effects.runEvent(eventId);
    expect(others).toBe(1);
    const failed = await effectOf(eventId, 'falha');
    expect(failed).toMatchObject({ status: 'retrying', attempts: 1, lastError: 'PSP fora do ar' });
    expect(failed!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(errors).toHaveLength(1);

    // Not before its time: the next run leaves it waiting.
    await effects.runDue();
    expect(await effectOf(eventId, 'falha')).toMatchObject({ status: 'retrying', attempts: 1 });

    // Its time has come and the PSP is back: done, and the event closes.
    await t.app.db
      .update(paymentSettledEffects)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(paymentSettledEffects.eventId, eventId));
    fail = false;
    await effects.runDue();
    expect(await effectOf(eventId, 'falha')).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect(others).toBe(1);

    // Another event whose handler never recovers: 'failed' after the last attempt, and stays so.
    const lost = await newEvent();
    fail = true;
    for (let attempt = 0; attempt < EFFECT_RETRY_LIMIT + 2; attempt += 1) {
      await effects.runEvent(lost);
      await t.app.db
        .update(paymentSettledEffects)
        .set({ nextAttemptAt: new Date(0) })
        .where(and(eq(paymentSettledEffects.eventId, lost), eq(paymentSettledEffects.status, 'retrying')));
    }
    expect(await effectOf(lost, 'falha')).toMatchObject({
      status: 'failed',
      attempts: EFFECT_RETRY_LIMIT,
      lastError: 'PSP fora do ar',
    });
  });
});
