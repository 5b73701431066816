import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { associations, members, staff } from './schema';

export const PRIVACY_REQUEST_KINDS = ['erasure', 'correction'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/**
 * pending: waiting for staff · cancelled: by the member · done: erased or corrected ·
 * kept: erased but what collects overdue items kept (LGPD art. 16) · refused: with the answer.
 */
export const PRIVACY_REQUEST_STATUSES = ['pending', 'cancelled', 'done', 'kept', 'refused'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** The fields a member cannot change on their own: a correction goes to staff. */
export const CORRECTABLE_FIELDS = ['cpf', 'crm'] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/**
 * A member's request under the LGPD (art. 18, III and VI) to one association they belong to:
 * erase the account, or correct a field they cannot change. Answered by the association's staff
 * within 15 days of the request (art. 19, II): `dueAt` is that day.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    status: text('status', { enum: PRIVACY_REQUEST_STATUSES }).notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Corrections: which field, the value the member says is right, and why. */
    field: text('field', { enum: CORRECTABLE_FIELDS }),
    newValue: text('new_value'),
    reason: text('reason'),
    /** The answer the member reads, who gave it and when. */
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => staff.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Status 'kept': what was kept to collect overdue items, and why (LGPD art. 16, II). */
    keptReason: text('kept_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('privacy_requests_issuer_idx').on(t.associationId, t.status, t.dueAt),
    index('privacy_requests_member_idx').on(t.memberId),
    // One erasure waiting per member and association: a second tap finds the first.
    uniqueIndex('privacy_requests_one_pending_erasure')
      .on(t.memberId, t.associationId)
      .where(sql`${t.kind} = 'erasure' and ${t.status} = 'pending'`),
    check(
      'privacy_requests_correction_fields',
      sql`${t.kind} <> 'correction' or (${t.field} is not null and ${t.newValue} is not null)`,
    ),
  ],
);
