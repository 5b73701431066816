import { sql, type SQL } from 'drizzle-orm';
import type { ChargeDuplicates } from '../../../domain/contract/gestao-charges';
import { APP_TIMEZONE } from '../../../domain/dates';
import type { Db } from '../../db/client';
import { rowsOf } from './charge-items';

/** How many duplicates the preview names; the count says how many there are in all. */
const DUPLICATES_NAMED = 20;

/**
 * The open items (neither paid nor cancelled) of the association that a planned charge would repeat: the
 * same member, description and due day (São Paulo). `plannedRows` is the charge's SELECT of
 * (member_id, description, due_at): the preview asks before creating them again.
 */
export async function findDuplicateItems(
  db: Db,
  associationId: number,
  plannedRows: SQL,
): Promise<ChargeDuplicates> {
  const dayOf = (instant: SQL) => sql`(${instant} at time zone ${APP_TIMEZONE})::date`;
  const rows = rowsOf<{
    item_id: number;
    member_name: string;
    description: string;
    due_day: string;
    total: number;
  }>(
    await db.execute(sql`select ci.id as item_id, m.name as member_name, ci.description,
        to_char(${dayOf(sql`ci.due_at`)}, 'YYYY-MM-DD') as due_day, count(*) over ()::int as total
      from (${plannedRows}) as r
      join cash_flow_items ci on ci.issuer_id = ${associationId} and ci.member_id = r.member_id
        and ci.description = r.description and ${dayOf(sql`ci.due_at`)} = ${dayOf(sql`r.due_at`)}
        and ci.paid_at is null and ci.cancelled_at is null
      join members m on m.id = ci.member_id
      order by ci.due_at, m.name, ci.id
      limit ${DUPLICATES_NAMED}`),
  );
  return {
    duplicateCount: Number(rows[0]?.total ?? 0),
    duplicates: rows.map((r) => ({
      itemId: Number(r.item_id),
      memberName: r.member_name,
      description: r.description,
      dueDate: r.due_day,
    })),
  };
}
