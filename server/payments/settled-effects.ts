import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  paymentSettledEffects,
  paymentSettledEvents,
  type PaymentSettledEvent,
} from '../db/schema-settlement';

/**
 * What must happen after a payment settles, in one area: a name (stable: it keys the handler's
 * runs in payment_settled_effects) and a run that has its effect once however often it is called
 * (its writes carry unique keys), so that running it again after a crash or a failure is safe.
 */
export interface SettledHandler {
  name: string;
  run(event: PaymentSettledEvent): Promise<unknown>;
}

/** What settled: the transaction and the items it paid (a Baixa manual's too). */
export interface SettledPayment {
  transactionId: number;
  itemIds: readonly number[];
  paidAt: Date;
}

/** The runs of the handlers: right after a commit, and from the sweep job for whatever is left. */
export interface SettledEffects {
  /** Runs every handler of the event that has not run yet (none that another process holds). */
  runEvent(eventId: number): Promise<void>;
  /** The events some handler of which is still due: run them (the job, and at start). */
  runDue(options?: { olderThanMs?: number; limit?: number; now?: Date }): Promise<number>;
}

/** A handler that failed is tried again after 30 s, 1 min, 2 min… and given up after the 8th attempt. */
export const EFFECT_RETRY_LIMIT = 8;
const FIRST_RETRY_MS = 30_000;
/** A run not finished by then (its process died) is taken by the next one. */
const LEASE_MS = 2 * 60_000;

/**
 * Records the event in the caller's transaction (the one that marks the payment settled), once
 * per transaction; returns its id.
 */
export async function recordSettled(db: Db, paid: SettledPayment): Promise<number> {
  const [made] = await db
    .insert(paymentSettledEvents)
    .values({ transactionId: paid.transactionId, itemIds: [...paid.itemIds], paidAt: paid.paidAt })
    .onConflictDoNothing({ target: paymentSettledEvents.transactionId })
    .returning({ id: paymentSettledEvents.id });
  if (made) return made.id;
  const [known] = await db
    .select({ id: paymentSettledEvents.id })
    .from(paymentSettledEvents)
    .where(eq(paymentSettledEvents.transactionId, paid.transactionId));
  return known!.id;
}

const retryDelayMs = (attempts: number) => FIRST_RETRY_MS * 2 ** (attempts - 1);

export function createSettledEffects(deps: {
  db: Db;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'> | undefined;
  handlers: readonly SettledHandler[];
}): SettledEffects {
  const { db, handlers } = deps;
  const names = handlers.map((h) => h.name);

  /** Takes the handler's run of the event unless it is done, given up, waiting or held. */
  async function claim(eventId: number, handler: string, now: Date): Promise<number | undefined> {
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    const [claimed] = await db
      .insert(paymentSettledEffects)
      .values({ eventId, handler, status: 'running', attempts: 1, leaseUntil })
      .onConflictDoUpdate({
        target: [paymentSettledEffects.eventId, paymentSettledEffects.handler],
        set: { status: 'running', attempts: sql`${paymentSettledEffects.attempts} + 1`, leaseUntil },
        setWhere: or(
          and(eq(paymentSettledEffects.status, 'retrying'), lte(paymentSettledEffects.nextAttemptAt, now)),
          and(eq(paymentSettledEffects.status, 'running'), lte(paymentSettledEffects.leaseUntil, now)),
        ),
      })
      .returning({ attempts: paymentSettledEffects.attempts });
    return claimed?.attempts;
  }

  async function runOne(event: PaymentSettledEvent, handler: SettledHandler) {
    const attempts = await claim(event.id, handler.name, new Date());
    if (attempts === undefined) return;
    const key = and(
      eq(paymentSettledEffects.eventId, event.id),
      eq(paymentSettledEffects.handler, handler.name),
    );
    try {
      await handler.run(event);
      await db
        .update(paymentSettledEffects)
        .set({ status: 'done', doneAt: new Date(), leaseUntil: null, lastError: null })
        .where(key);
    } catch (error) {
      const givenUp = attempts >= EFFECT_RETRY_LIMIT;
      deps.log?.error(
        { err: error, transactionId: event.transactionId, handler: handler.name, attempts, givenUp },
        'payment settled handler failed',
      );
      await db
        .update(paymentSettledEffects)
        .set({
          status: givenUp ? 'failed' : 'retrying',
          leaseUntil: null,
          nextAttemptAt: givenUp ? null : new Date(Date.now() + retryDelayMs(attempts)),
          lastError: error instanceof Error ? error.message : String(error),
        })
        .where(key);
    }
  }

  /** The event is closed once every handler is done or given up. */
  async function closeIfFinished(eventId: number) {
    const open = await db
      .select({ handler: paymentSettledEffects.handler })
      .from(paymentSettledEffects)
      .where(
        and(
          eq(paymentSettledEffects.eventId, eventId),
          inArray(paymentSettledEffects.status, ['done', 'failed']),
        ),
      );
    const finished = new Set(open.map((row) => row.handler));
    if (names.every((name) => finished.has(name))) {
      await db
        .update(paymentSettledEvents)
        .set({ doneAt: new Date() })
        .where(and(eq(paymentSettledEvents.id, eventId), isNull(paymentSettledEvents.doneAt)));
    }
  }

  async function runEvent(eventId: number) {
    const [event] = await db.select().from(paymentSettledEvents).where(eq(paymentSettledEvents.id, eventId));
    if (!event || event.doneAt) return;
    // In the order the payer's world needs them: the open screens first, then tickets and the receipt.
    for (const handler of handlers) await runOne(event, handler);
    await closeIfFinished(eventId);
  }

  return {
    runEvent,
    async runDue({ olderThanMs = 0, limit = 500, now = new Date() } = {}) {
      const due = await db
        .select({ id: paymentSettledEvents.id })
        .from(paymentSettledEvents)
        .where(
          and(
            isNull(paymentSettledEvents.doneAt),
            lte(paymentSettledEvents.createdAt, new Date(now.getTime() - olderThanMs)),
          ),
        )
        .orderBy(asc(paymentSettledEvents.id))
        .limit(limit);
      for (const { id } of due) await runEvent(id);
      return due.length;
    },
  };
}
