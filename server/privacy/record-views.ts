import { eq } from 'drizzle-orm';
import type { RecordPart } from '../../domain/contract/privacy-log';
import type { Db } from '../db/client';
import { staff } from '../db/schema';
import { memberRecordViews } from '../db/schema-privacy-log';
import type { StaffSession } from '../gestao/staff-accounts';

/**
 * Notes that `viewer` opened `part` of the member's record (LGPD art. 37): called by each staff
 * route that shows a member's personal data, once the association's own record was found.
 */
export async function recordMemberView(
  db: Db,
  viewer: StaffSession,
  memberId: number,
  part: RecordPart,
): Promise<void> {
  const [who] = await db.select({ name: staff.name }).from(staff).where(eq(staff.id, viewer.id));
  await db.insert(memberRecordViews).values({
    memberId,
    associationId: viewer.associationId,
    staffId: viewer.id,
    staffName: who?.name ?? '',
    staffRole: viewer.role,
    part,
  });
}
