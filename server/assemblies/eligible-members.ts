import { sql } from 'drizzle-orm';
import { APP_TIMEZONE } from '../../domain/dates';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';

/**
 * Members in good standing at the cut-off day (São Paulo): an active membership of a voting
 * category, and no item of the association that was overdue that day — due before it and still
 * unpaid (and not cancelled) when it ended. Paying later does not change what the day was.
 */
export function eligibleAtCutoff(associationId: number, categoryIds: readonly number[], cutoffDay: string) {
  const tz = APP_TIMEZONE;
  const dayEnd = sql`((${cutoffDay}::date + 1)::timestamp at time zone ${tz})`;
  return sql`
    select m.member_id, coalesce(nullif(p.name, ''), m.member_name) as member_name
    from memberships m
    join members p on p.id = m.member_id
    where m.issuer_id = ${associationId}
      and m.status = 'A'
      and m.category_id = any(${sql.raw(`array[${categoryIds.map((id) => Number(id)).join(',')}]::int[]`)})
      and not exists (
        select 1 from cash_flow_items i
        where i.member_id = m.member_id and i.issuer_id = m.issuer_id
          and i.public_ref is null
          and (i.due_at at time zone ${tz})::date < ${cutoffDay}::date
          and (i.paid_at is null or i.paid_at >= ${dayEnd})
          and (i.cancelled_at is null or i.cancelled_at >= ${dayEnd})
      )`;
}

/** The eligible members of a cut-off, for a check outside publication (tests, the bench). */
export async function listEligibleAtCutoff(
  db: Db,
  associationId: number,
  categoryIds: readonly number[],
  cutoffDay: string,
): Promise<{ memberId: number; memberName: string }[]> {
  if (categoryIds.length === 0) return [];
  const rows = rowsOf<{ member_id: number; member_name: string }>(
    await db.execute(eligibleAtCutoff(associationId, categoryIds, cutoffDay)),
  );
  return rows.map((r) => ({ memberId: Number(r.member_id), memberName: r.member_name }));
}
