import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { associations, members, staff, uploads } from './schema';

/**
 * "Adicionar atividade": a continuing-education activity the member declares to an association,
 * with a proof file sent through /api/uploads (tus). It counts toward "Pontos de atualização"
 * only once the association's staff accepted it in Solicitações.
 */
export const declaredActivities = pgTable(
  'declared_activities',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    name: text('name').notNull(),
    /** The day of the activity (its year is the year its points count in). */
    day: date('day').notNull(),
    points: integer('points').notNull(),
    /** The proof, claimed from the member's upload flow. */
    proofUploadId: text('proof_upload_id')
      .notNull()
      .references(() => uploads.id),
    status: text('status', { enum: ['pending', 'accepted', 'refused'] })
      .notNull()
      .default('pending'),
    reviewedBy: integer('reviewed_by').references(() => staff.id),
    refusalReason: text('refusal_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('declared_activities_member_idx').on(t.memberId, t.associationId),
    index('declared_activities_issuer_idx').on(t.associationId, t.status),
  ],
);
