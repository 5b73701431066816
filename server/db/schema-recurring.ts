import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { recurringAuthorizations } from './schema';

/**
 * A Pix Automático authorization ended on our side that the PSP must still be told to cancel (an
 * outbox): written in the transaction that ended it (an erasure), then run right after the commit
 * and by the 'debito-automatico-encerrar' job until the PSP has it cancelled (`doneAt`). A failure
 * waits `nextAttemptAt` and keeps its message in `lastError`; it never undoes what ended it.
 */
export const recurringCancellations = pgTable(
  'recurring_cancellations',
  {
    authorizationId: integer('authorization_id')
      .primaryKey()
      .references(() => recurringAuthorizations.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('recurring_cancellations_open_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.doneAt} is null`),
  ],
);
