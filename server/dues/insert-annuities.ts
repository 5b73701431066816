import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { noonAt, promoApplies, promoLastDay, yearStart } from './annuity-sql';

/** Rows (member_id, issuer_id, category_id) named `ms`: the memberships an operation is about. */
export type Memberships = SQL;

export interface AnnuityTerms {
  year: number;
  /** A date expression of the row (`ic` is its category's prices). */
  dueDay: SQL;
  today: string;
  /** When it is billed (the item's created_at, from which ANNUITY_GAP_DAYS count). */
  now: Date;
  /** Skip a membership billed an annuity (of another year) since this instant. */
  billedSince?: Date;
}

/** One statement: the year's annuity of each membership that has none yet. */
export async function insertAnnuities(
  tx: Db,
  memberships: Memberships,
  { year, dueDay: due, today, now, billedSince }: AnnuityTerms,
): Promise<{ created: number; firstId: number | null }> {
  const applies = promoApplies(due, today);
  const notBilledSince = billedSince
    ? sql`and not exists (
        select 1 from cash_flow_items j
        where j.member_id = ms.member_id and j.issuer_id = ms.issuer_id and j.kind = 'annuity'
          and j.cancelled_at is null and j.created_at >= ${billedSince.toISOString()}::timestamptz)`
    : sql``;
  const result = await tx.execute(sql`
    with created as (
      insert into cash_flow_items
        (member_id, issuer_id, kind, description, due_at, amount_centavos, promo_centavos, promo_until, created_at)
      select ms.member_id, ms.issuer_id, 'annuity', 'Anuidade ' || ${String(year)} || ' - ' || c.description,
             ${noonAt(due)}, ic.annuity_centavos,
             case when ${applies} then ic.annuity_promo_centavos end,
             case when ${applies} then ${promoLastDay(due)} end,
             ${now.toISOString()}::timestamptz
      from ${memberships}
      join issuer_categories ic on ic.issuer_id = ms.issuer_id and ic.category_id = ms.category_id
      join categories c on c.id = ms.category_id
      where not exists (
        select 1 from cash_flow_items i
        where i.member_id = ms.member_id and i.issuer_id = ms.issuer_id and i.kind = 'annuity'
          and i.cancelled_at is null
          and i.due_at >= ${yearStart(year)}::timestamptz and i.due_at < ${yearStart(year + 1)}::timestamptz)
        ${notBilledSince}
      returning id
    )
    select count(*)::int as created, min(id) as first_id from created`);
  const [row] = rowsOf<{ created: number | string; first_id: number | string | null }>(result);
  return {
    created: Number(row?.created ?? 0),
    firstId: row?.first_id === null || row?.first_id === undefined ? null : Number(row.first_id),
  };
}
