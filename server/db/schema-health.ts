import { bigint, date, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { associations } from './schema';

/** One category's figure of a month end in "Adimplência". */
export interface StandingOfCategory {
  categoryId: number;
  active: number;
  good: number;
}

/**
 * "Saúde da associação" › Adimplência: what each association's data said at the end of each closed
 * month. A closed month end changes only when something is written with a date before the current
 * month (a Baixa manual dated back, a category history edited, a member who left): triggers
 * (migration 0047) then move the association's `health_standing_versions` on, and figures kept
 * under an older version are computed again.
 */
export const healthStandingMonths = pgTable(
  'health_standing_months',
  {
    associationId: integer('association_id')
      .notNull()
      .references(() => associations.id),
    day: date('day').notNull(),
    /** The association's health_standing_versions.version the figures were read at. */
    version: bigint('version', { mode: 'number' }).notNull(),
    categories: jsonb('categories').$type<StandingOfCategory[]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.associationId, t.day] })],
);

/** Moved on, in the writer's transaction, by every write that changes a closed month end's standing. */
export const healthStandingVersions = pgTable('health_standing_versions', {
  associationId: integer('association_id')
    .primaryKey()
    .references(() => associations.id),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
