import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * "Payment settled": one row per settled transaction, written in the same database transaction
 * that marks it succeeded (an outbox: pg-boss keeps its own connections and cannot join ours, and
 * PGlite has no pg-boss). The handlers of the areas then run from it, in this process right after
 * the commit and again from the sweep job until each has run; `doneAt` once none is left to run.
 */
export const paymentSettledEvents = pgTable(
  'payment_settled_events',
  {
    id: serial('id').primaryKey(),
    /** No foreign key: a rerun of the aftermath may name a transaction that is not ours (0). */
    transactionId: integer('transaction_id').notNull(),
    itemIds: jsonb('item_ids').$type<number[]>().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_settled_events_transaction_uq').on(t.transactionId),
    index('payment_settled_events_open_idx')
      .on(t.id)
      .where(sql`${t.doneAt} is null`),
  ],
);

export type PaymentSettledEvent = typeof paymentSettledEvents.$inferSelect;

export const SETTLED_EFFECT_STATUSES = ['running', 'retrying', 'done', 'failed'] as const;
export type SettledEffectStatus = (typeof SETTLED_EFFECT_STATUSES)[number];

/**
 * One handler's run of one event (primary key: a handler is claimed once at a time and counted
 * once): 'running' under a lease, 'retrying' after a failure until `nextAttemptAt`, 'done', or
 * 'failed' when it gave up — its last error kept here for whoever looks
 * (`select * from payment_settled_effects where status <> 'done'`).
 */
export const paymentSettledEffects = pgTable(
  'payment_settled_effects',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => paymentSettledEvents.id),
    handler: text('handler').notNull(),
    status: text('status').$type<SettledEffectStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.handler] }),
    index('payment_settled_effects_open_idx')
      .on(t.status)
      .where(sql`${t.status} <> 'done'`),
  ],
);
