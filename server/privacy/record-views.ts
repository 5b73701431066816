import { and, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { RecordPart } from '../../domain/contract/privacy-log';
import type { Db } from '../db/client';
import { members, staff } from '../db/schema';
import { memberRecordViews } from '../db/schema-privacy-log';

/** The staff member who opens or exports a record, as their session names them. */
export interface RecordViewer {
  id: number;
  associationId: number;
  role: string;
}

const staffNameOf = async (db: Db, viewer: RecordViewer) =>
  (await db.select({ name: staff.name }).from(staff).where(eq(staff.id, viewer.id)))[0]?.name ?? '';

/**
 * Notes that `viewer` opened `part` of the member's record (LGPD art. 37): called by each staff
 * route that shows a member's personal data, once the association's own record was found.
 */
export async function recordMemberView(
  db: Db,
  viewer: RecordViewer,
  memberId: number,
  part: RecordPart,
): Promise<void> {
  await db.insert(memberRecordViews).values({
    memberId,
    associationId: viewer.associationId,
    staffId: viewer.id,
    staffName: await staffNameOf(db, viewer),
    staffRole: viewer.role,
    part,
  });
}

/** A select of one column, the member ids a list holds (a member may come more than once). */
export type MemberIdsQuery = SQLWrapper;

// Named here: drizzle's insert().select() lists every column of the table (id, viewed_at too).
const logColumns = [
  memberRecordViews.memberId,
  memberRecordViews.associationId,
  memberRecordViews.staffId,
  memberRecordViews.staffName,
  memberRecordViews.staffRole,
  memberRecordViews.part,
].map((column) => sql.identifier(column.name));

/**
 * Notes that `viewer` exported a list (`part`, a CSV) holding the data of every member `memberIds`
 * selects: one row a member, all written by one INSERT … SELECT however long the list. An erased
 * member ("Titular excluído": the account is closed, no one reads its log any more) gets none.
 */
export async function recordListExport(
  db: Db,
  viewer: RecordViewer,
  memberIds: MemberIdsQuery,
  part: RecordPart,
): Promise<void> {
  const staffName = await staffNameOf(db, viewer);
  const views = db
    .select({
      memberId: members.id,
      associationId: sql`${viewer.associationId}::int`,
      staffId: sql`${viewer.id}::int`,
      staffName: sql`${staffName}::text`,
      staffRole: sql`${viewer.role}::text`,
      part: sql`${part}::text`,
    })
    .from(members)
    .where(and(inArray(members.id, memberIds), isNull(members.erasedAt)));
  await db.execute(
    sql`insert into ${memberRecordViews} (${sql.join(logColumns, sql`, `)}) ${views.getSQL()}`,
  );
}
