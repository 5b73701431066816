import { sql, type SQL } from 'drizzle-orm';
import { ANNUITY_GAP_DAYS } from '../../../domain/annuity-dates';
import type { AnnuityDuplicates } from '../../../domain/contract/gestao-charges';
import { APP_TIMEZONE } from '../../../domain/dates';
import type { Db } from '../../db/client';
import { rowsOf } from './charge-items';

/** How many the preview names; the count says how many there are in all. */
const NAMED = 20;

/**
 * The annuities (not cancelled, paid or not) that an annuity charge would repeat: the member's
 * annuity of the same year, or one of another year billed in the last ANNUITY_GAP_DAYS days (two
 * annuities so close need staff to confirm them). `plannedRows` is the charge's SELECT of
 * (member_id, description, due_at).
 */
export async function findDuplicateAnnuities(
  db: Db,
  associationId: number,
  plannedRows: SQL,
  now: Date,
): Promise<AnnuityDuplicates> {
  const yearOf = (instant: SQL) => sql`extract(year from ${instant} at time zone ${APP_TIMEZONE})`;
  const since = new Date(now.getTime() - ANNUITY_GAP_DAYS * 86_400_000).toISOString();
  const rows = rowsOf<{
    item_id: number;
    member_name: string;
    description: string;
    due_day: string;
    total: number;
  }>(
    await db.execute(sql`select ci.id as item_id, m.name as member_name, ci.description,
        to_char((ci.due_at at time zone ${APP_TIMEZONE})::date, 'YYYY-MM-DD') as due_day,
        count(*) over ()::int as total
      from (select distinct member_id, due_at from (${plannedRows}) as p) as r
      join cash_flow_items ci on ci.issuer_id = ${associationId} and ci.member_id = r.member_id
        and ci.kind = 'annuity' and ci.cancelled_at is null
        and (${yearOf(sql`ci.due_at`)} = ${yearOf(sql`r.due_at`)} or ci.created_at >= ${since}::timestamptz)
      join members m on m.id = ci.member_id
      order by m.name, ci.due_at, ci.id
      limit ${NAMED}`),
  );
  return {
    annuityDuplicateCount: Number(rows[0]?.total ?? 0),
    annuityDuplicates: rows.map((r) => ({
      itemId: Number(r.item_id),
      memberName: r.member_name,
      description: r.description,
      dueDate: r.due_day,
    })),
  };
}
