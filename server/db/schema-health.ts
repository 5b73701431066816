import { bigint, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { associations } from './schema';

/** One category's figure of a month end in "Adimplência". */
export interface StandingOfCategory {
  categoryId: number;
  active: number;
  good: number;
}

/** One payment method's money of a month in "Receita por forma de pagamento". */
export interface RevenueOfMethod {
  method: string;
  paidCentavos: number;
  refundedCentavos: number;
  disputedCentavos: number;
  feeCentavos: number;
}

/**
 * Moved on, in the writer's transaction, by every write that can change a closed month's figures
 * of "Saúde da associação" (one dated before the current month: a Baixa manual dated back, a
 * member who left, a category changed, a payment or refund recorded late): the triggers of
 * migration 0047. Figures kept under an older version are computed again.
 */
export const healthVersions = pgTable('health_versions', {
  associationId: integer('association_id')
    .primaryKey()
    .references(() => associations.id),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** "Adimplência": what each association's data said at the end of each closed month. */
export const healthStandingMonths = pgTable(
  'health_standing_months',
  {
    associationId: integer('association_id')
      .notNull()
      .references(() => associations.id),
    day: date('day').notNull(),
    /** The association's health_versions.version, read before the figures were. */
    version: bigint('version', { mode: 'number' }).notNull(),
    categories: jsonb('categories').$type<StandingOfCategory[]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.associationId, t.day] })],
);

/** "Receita por forma de pagamento" of each closed month, for all members (category 0) or one category. */
export const healthRevenueMonths = pgTable(
  'health_revenue_months',
  {
    associationId: integer('association_id')
      .notNull()
      .references(() => associations.id),
    /** 'YYYY-MM', São Paulo calendar. */
    month: text('month').notNull(),
    /** The member's category today the figures are of; 0 for everyone's. */
    categoryKey: integer('category_key').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    methods: jsonb('methods').$type<RevenueOfMethod[]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.associationId, t.month, t.categoryKey] })],
);

/** One group of members who joined in `cohort` (their real year), at a year's end in "Renovação". */
export interface CohortAtYearEnd {
  cohort: number;
  size: number;
  retained: number;
}

/** "Renovação por ano de entrada" at the end of each closed year, for everyone (category 0) or one category today. */
export const healthRenewalYears = pgTable(
  'health_renewal_years',
  {
    associationId: integer('association_id')
      .notNull()
      .references(() => associations.id),
    year: integer('year').notNull(),
    categoryKey: integer('category_key').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    cohorts: jsonb('cohorts').$type<CohortAtYearEnd[]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.associationId, t.year, t.categoryKey] })],
);

/** One channel's reminders of a month in "Lembretes que funcionam", and how many were paid within 7 days. */
export interface RemindersOfChannel {
  channel: string;
  sent: number;
  paid: number;
}

/**
 * "Lembretes que funcionam" of each São Paulo day more than 16 days ago: a day's reminders are paid
 * up to 7 days after it, and any write dated 8 days ago or earlier moves the version, so such a
 * day can no longer change unnoticed. For everyone (category 0) or one category today.
 */
export const healthReminderDays = pgTable(
  'health_reminder_days',
  {
    associationId: integer('association_id')
      .notNull()
      .references(() => associations.id),
    day: date('day').notNull(),
    categoryKey: integer('category_key').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    channels: jsonb('channels').$type<RemindersOfChannel[]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.associationId, t.day, t.categoryKey] })],
);
