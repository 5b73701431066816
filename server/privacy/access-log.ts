import { and, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { RecordView } from '../../domain/contract/privacy-log';
import type { Db } from '../db/client';
import { associations } from '../db/schema';
import { memberRecordViews } from '../db/schema-privacy-log';

/** "Quem acessou meus dados" shows a year; the table keeps every row (the export holds them all). */
const SHOWN_MONTHS = 12;
const MAX_SHOWN = 500;

export const yearBefore = (now: Date) => {
  const since = new Date(now);
  since.setMonth(since.getMonth() - SHOWN_MONTHS);
  return since;
};

async function viewsWhere(db: Db, where: SQL | undefined): Promise<RecordView[]> {
  const rows = await db
    .select({
      at: memberRecordViews.viewedAt,
      staffName: memberRecordViews.staffName,
      staffRole: memberRecordViews.staffRole,
      associationName: associations.name,
      part: memberRecordViews.part,
    })
    .from(memberRecordViews)
    .innerJoin(associations, eq(associations.id, memberRecordViews.associationId))
    .where(where)
    .orderBy(desc(memberRecordViews.viewedAt), desc(memberRecordViews.id))
    .limit(MAX_SHOWN);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** The member's own log: every association's staff who opened their record in the last 12 months. */
export const memberAccessLog = (db: Db, memberId: number, now: Date) =>
  viewsWhere(
    db,
    and(eq(memberRecordViews.memberId, memberId), gte(memberRecordViews.viewedAt, yearBefore(now))),
  );

/** The association's part of a member's log (Membros › a member): its own staff only. */
export const associationAccessLog = (db: Db, associationId: number, memberId: number, now: Date) =>
  viewsWhere(
    db,
    and(
      eq(memberRecordViews.associationId, associationId),
      eq(memberRecordViews.memberId, memberId),
      gte(memberRecordViews.viewedAt, yearBefore(now)),
    ),
  );

/** Every view of the member's record, however old (resumo.pdf). */
export const allViewsOf = (db: Db, memberId: number) =>
  viewsWhere(db, eq(memberRecordViews.memberId, memberId));
