import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  jsonb,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { associations, members, staff } from './schema';

/**
 * A statutory assembly with an online vote (Código Civil art. 59–60). A draft can change; once its
 * notice is published, its questions, options and dates are frozen (only cancelling remains).
 */
export const assemblies = pgTable(
  'assemblies',
  {
    id: serial('id').primaryKey(),
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    title: text('title').notNull(),
    kind: text('kind', { enum: ['ordinaria', 'extraordinaria'] }).notNull(),
    votingStartsAt: timestamp('voting_starts_at', { withTimezone: true }).notNull(),
    votingEndsAt: timestamp('voting_ends_at', { withTimezone: true }).notNull(),
    /** São Paulo day at which good standing is judged; null: the day the notice is published. */
    cutoffDay: date('cutoff_day'),
    noticeDays: integer('notice_days').notNull().default(0),
    quorumPercent: integer('quorum_percent').notNull().default(0),
    votingCategoryIds: integer('voting_category_ids').array().notNull(),
    status: text('status', { enum: ['draft', 'published', 'closed', 'cancelled'] })
      .notNull()
      .default('draft'),
    createdBy: integer('created_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Frozen at publication: how many members may vote. */
    eligibleCount: integer('eligible_count'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('assemblies_issuer_idx').on(t.associationId, t.status),
    index('assemblies_open_idx')
      .on(t.votingEndsAt)
      .where(sql`${t.status} = 'published'`),
    check('assemblies_voting_window', sql`${t.votingStartsAt} < ${t.votingEndsAt}`),
    check('assemblies_quorum_range', sql`${t.quorumPercent} between 0 and 100`),
  ],
);

/** A question on the agenda, in order, with how many options one voter may choose. */
export const assemblyQuestions = pgTable(
  'assembly_questions',
  {
    id: serial('id').primaryKey(),
    assemblyId: integer('assembly_id')
      .notNull()
      .references(() => assemblies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    maxChoices: integer('max_choices').notNull().default(1),
  },
  (t) => [index('assembly_questions_assembly_idx').on(t.assemblyId, t.position)],
);

export const assemblyOptions = pgTable(
  'assembly_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => assemblyQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
  },
  (t) => [index('assembly_options_question_idx').on(t.questionId, t.position)],
);

/** Who may vote, frozen when the notice is published (the name as it was then, for the minutes). */
export const assemblyEligible = pgTable(
  'assembly_eligible',
  {
    assemblyId: integer('assembly_id')
      .notNull()
      .references(() => assemblies.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    memberName: text('member_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.assemblyId, t.memberId] })],
);

/**
 * Who voted: one row per member and assembly (the key refuses a second vote, whichever device or
 * request comes second). It says nothing of the choice, and carries no time at all.
 */
export const assemblyVoters = pgTable(
  'assembly_voters',
  {
    assemblyId: integer('assembly_id')
      .notNull()
      .references(() => assemblies.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
  },
  (t) => [primaryKey({ columns: [t.assemblyId, t.memberId] })],
);

/**
 * A cast ballot. Secret: no member column, a random id (no insert order to read), the day only,
 * and a random receipt code the voter alone was shown.
 */
export const assemblyBallots = pgTable(
  'assembly_ballots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assemblyId: integer('assembly_id')
      .notNull()
      .references(() => assemblies.id, { onDelete: 'cascade' }),
    receiptCode: text('receipt_code').notNull().unique(),
    castOn: date('cast_on').notNull(),
  },
  (t) => [index('assembly_ballots_assembly_idx').on(t.assemblyId)],
);

/** The options a ballot carries (one row each; several on a question of more than one choice). */
export const assemblyBallotChoices = pgTable(
  'assembly_ballot_choices',
  {
    ballotId: uuid('ballot_id')
      .notNull()
      .references(() => assemblyBallots.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => assemblyOptions.id),
  },
  (t) => [
    primaryKey({ columns: [t.ballotId, t.optionId] }),
    index('assembly_ballot_choices_option_idx').on(t.optionId),
  ],
);

/**
 * The assembly's signed documents ("Edital de convocação", "Ata da assembleia"): no member owns
 * them, so they live beside issued_documents, and /verificar looks here for a code it lacks there.
 */
export const assemblyDocuments = pgTable(
  'assembly_documents',
  {
    id: serial('id').primaryKey(),
    assemblyId: integer('assembly_id')
      .notNull()
      .references(() => assemblies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['edital', 'ata'] }).notNull(),
    code: text('code').notNull(),
    payload: jsonb('payload').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assembly_documents_code_key').on(t.code),
    uniqueIndex('assembly_documents_one_per_kind').on(t.assemblyId, t.kind),
  ],
);
