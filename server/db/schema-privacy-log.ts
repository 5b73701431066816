import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RecordPart } from '../../domain/contract/privacy-log';
import { associations, members, staff } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every time staff open a member's record (LGPD art. 37 and 18, II): who, with their name and role
 * as they were then (a later rename or removal does not rewrite the log), which association, what
 * and when. Written by server/privacy/record-views.ts only.
 */
export const memberRecordViews = pgTable(
  'member_record_views',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    associationId: integer('issuer_id')
      .notNull()
      .references(() => associations.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    staffName: text('staff_name').notNull(),
    staffRole: text('staff_role').notNull(),
    part: text('part').$type<RecordPart>().notNull(),
    viewedAt: at('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    index('member_record_views_member_idx').on(t.memberId, t.viewedAt),
    index('member_record_views_issuer_member_idx').on(t.associationId, t.memberId, t.viewedAt),
  ],
);

/**
 * A consent the member gave: the version and the exact words, when, and when it ended. At most one
 * open consent of a kind a member; accepting again while one is open records nothing new.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** termos (WhatsApp reminders keep theirs in whatsapp_consents, with the number). */
    kind: text('kind').$type<'termos'>().notNull(),
    version: text('version').notNull(),
    consentText: text('consent_text').notNull(),
    givenAt: at('given_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('consents_open_uq')
      .on(t.memberId, t.kind)
      .where(sql`revoked_at is null`),
  ],
);
