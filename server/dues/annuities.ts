import { and, eq, sql, type SQL } from 'drizzle-orm';
import { APP_TIMEZONE } from '../../domain/dates';
import { startOfDay, todayInSaoPaulo } from '../cash-flow/sao-paulo-days';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { issuerCategories } from '../db/schema';
import { annuityDueDayOf, annuityYearOn, firstAnnuityDueDay } from './annuity-year';

/*
 * The annuities the system bills, priced from the issuer's category table:
 * - amount_centavos: the category's normal price;
 * - promo_centavos / promo_until: the early-payment price and its last São Paulo day, which is
 *   the category's "antecipado até" date, or the annuity's due day when the category has none,
 *   and never later than the due day. When that day has already passed (or the category has no
 *   early-payment price) the annuity has no promotion.
 * An annuity's year is the year of its due day (annuity-year.ts); a member has at most one
 * annuity a year that is not cancelled, whoever created it.
 */

/**
 * The next-year job takes this lock alone; a member's acceptance or category change shares it.
 * Two runs of the job, or the job and a category change, never both find a year's annuity
 * missing and both create it.
 */
const ANNUITIES_LOCK = 1_900_019;
export const lockAnnuities = (tx: Db, mode: 'shared' | 'exclusive') =>
  tx.execute(
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(${ANNUITIES_LOCK})`
      : sql`select pg_advisory_xact_lock(${ANNUITIES_LOCK})`,
  );

/** Noon in São Paulo of a calendar day, as the other items' due times (no zone moves it). */
const noonOf = (day: string) => new Date(startOfDay(day).getTime() + 12 * 3_600_000);
const yearStart = (year: number) => startOfDay(`${year}-01-01`).toISOString();

/** `ic` is the category's row in issuer_categories; `dueDay` a date expression. */
const promoLastDay = (dueDay: SQL) => sql`least(coalesce(ic.annuity_promo_until, ${dueDay}), ${dueDay})`;
const promoApplies = (dueDay: SQL, today: string) =>
  sql`(ic.annuity_promo_centavos is not null and ${promoLastDay(dueDay)} >= ${today}::date)`;

/** Rows (member_id, issuer_id, category_id) named `ms`: the memberships an operation is about. */
export type Memberships = SQL;
const activeMembership = (membershipId: number): Memberships =>
  sql`(select member_id, issuer_id, category_id from memberships where id = ${membershipId} and status = 'A') ms`;
const everyActiveMembership: Memberships = sql`(select member_id, issuer_id, category_id from memberships where status = 'A') ms`;

interface AnnuityTerms {
  year: number;
  dueDay: string;
  today: string;
}

/** One statement: the year's annuity of each membership that has none yet. */
async function insertAnnuities(
  tx: Db,
  memberships: Memberships,
  { year, dueDay, today }: AnnuityTerms,
): Promise<{ created: number; firstId: number | null }> {
  const due = sql`${dueDay}::date`;
  const applies = promoApplies(due, today);
  const result = await tx.execute(sql`
    with created as (
      insert into cash_flow_items
        (member_id, issuer_id, kind, description, due_at, amount_centavos, promo_centavos, promo_until)
      select ms.member_id, ms.issuer_id, 'annuity', 'Anuidade ' || ${String(year)} || ' - ' || c.description,
             ${noonOf(dueDay).toISOString()}::timestamptz, ic.annuity_centavos,
             case when ${applies} then ic.annuity_promo_centavos end,
             case when ${applies} then ${promoLastDay(due)} end
      from ${memberships}
      join issuer_categories ic on ic.issuer_id = ms.issuer_id and ic.category_id = ms.category_id
      join categories c on c.id = ms.category_id
      where not exists (
        select 1 from cash_flow_items i
        where i.member_id = ms.member_id and i.issuer_id = ms.issuer_id and i.kind = 'annuity'
          and i.cancelled_at is null
          and i.due_at >= ${yearStart(year)}::timestamptz and i.due_at < ${yearStart(year + 1)}::timestamptz)
      returning id
    )
    select count(*)::int as created, min(id) as first_id from created`);
  const [row] = rowsOf<{ created: number | string; first_id: number | string | null }>(result);
  return {
    created: Number(row?.created ?? 0),
    firstId: row?.first_id === null || row?.first_id === undefined ? null : Number(row.first_id),
  };
}

/**
 * The open annuities the system created for these memberships, due from `fromYear` on, priced
 * again from their category now (its name in the description too). Paid, cancelled and staff's
 * own charges stay as they are. Returns how many changed.
 */
export async function repriceOpenAnnuities(
  tx: Db,
  memberships: Memberships,
  { fromYear, today }: { fromYear: number; today: string },
): Promise<number> {
  const dueDay = sql`(i.due_at at time zone ${APP_TIMEZONE})::date`;
  const applies = promoApplies(dueDay, today);
  const result = await tx.execute(sql`
    with repriced as (
      update cash_flow_items i set
        amount_centavos = ic.annuity_centavos,
        promo_centavos = case when ${applies} then ic.annuity_promo_centavos end,
        promo_until = case when ${applies} then ${promoLastDay(dueDay)} end,
        description = split_part(i.description, ' - ', 1) || ' - ' || c.description
      from ${memberships}
      join issuer_categories ic on ic.issuer_id = ms.issuer_id and ic.category_id = ms.category_id
      join categories c on c.id = ms.category_id
      where i.member_id = ms.member_id and i.issuer_id = ms.issuer_id and i.kind = 'annuity'
        and i.paid_at is null and i.cancelled_at is null and i.charge_batch_id is null
        and i.due_at >= ${yearStart(fromYear)}::timestamptz
      returning 1
    )
    select count(*)::int as n from repriced`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}

export type FirstAnnuity = { ok: true; itemId: number | null } | { ok: false; reason: 'noPrice' };

/**
 * The annuity a member owes once accepted (registration, approval, category change): this
 * year's, or next year's from 1 December, priced from the category. Nothing when the member
 * already has that year's annuity, so a second acceptance creates nothing. Runs inside the
 * acceptance's transaction, after the membership is active.
 */
export async function createFirstAnnuity(
  tx: Db,
  membership: { id: number; issuerId: number; categoryId: number },
  now = new Date(),
): Promise<FirstAnnuity> {
  const [price] = await tx
    .select({ centavos: issuerCategories.annuityCentavos })
    .from(issuerCategories)
    .where(
      and(
        eq(issuerCategories.issuerId, membership.issuerId),
        eq(issuerCategories.categoryId, membership.categoryId),
      ),
    );
  if (!price) return { ok: false, reason: 'noPrice' };
  await lockAnnuities(tx, 'shared');
  const today = todayInSaoPaulo(now);
  const { firstId } = await insertAnnuities(tx, activeMembership(membership.id), {
    year: annuityYearOn(today),
    dueDay: firstAnnuityDueDay(today),
    today,
  });
  return { ok: true, itemId: firstId };
}

/**
 * After staff move an active member to another category: the open annuities of this year (and
 * next year's, when already billed) take the new category's price, a paid one stays, and a
 * member without the year's annuity gets it in the new category.
 */
export async function annuitiesFollowCategory(
  tx: Db,
  membership: { id: number; issuerId: number; categoryId: number },
  now = new Date(),
): Promise<FirstAnnuity & { repriced: number }> {
  await lockAnnuities(tx, 'shared');
  const today = todayInSaoPaulo(now);
  const repriced = await repriceOpenAnnuities(tx, activeMembership(membership.id), {
    fromYear: Number(today.slice(0, 4)),
    today,
  });
  return { ...(await createFirstAnnuity(tx, membership, now)), repriced };
}

export interface NextYearRun {
  /** The year billed, or null before 1 December (nothing to do). */
  year: number | null;
  created: number;
}

/**
 * The `anuidades` job: from 1 December, next year's annuity (due 31 March) for every active
 * membership that does not have it yet, priced from the member's category today. One statement;
 * a rerun, or a second instance, creates nothing again.
 */
export async function createNextYearAnnuities(db: Db, now = new Date()): Promise<NextYearRun> {
  const today = todayInSaoPaulo(now);
  const year = annuityYearOn(today);
  if (year === Number(today.slice(0, 4))) return { year: null, created: 0 };
  return db.transaction(async (tx) => {
    await lockAnnuities(tx, 'exclusive');
    const { created } = await insertAnnuities(tx, everyActiveMembership, {
      year,
      dueDay: annuityDueDayOf(year),
      today,
    });
    return { year, created };
  });
}
