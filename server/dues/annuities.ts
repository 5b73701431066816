import { and, eq, sql } from 'drizzle-orm';
import { ANNUITY_GAP_DAYS } from '../../domain/annuity-dates';
import { APP_TIMEZONE } from '../../domain/dates';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { associationCategories } from '../db/schema';
import { categoryDueDay, promoApplies, promoLastDay, yearStart } from './annuity-sql';
import { insertAnnuities, type Memberships } from './insert-annuities';
import { annuityJobYearOn, firstAnnuityOn } from './annuity-year';

/*
 * The annuities the system bills, priced and dated from the association's category table:
 * - due day: the category's day and month (annuity_due_day) of the annuity's year;
 * - amount_centavos: the category's normal price;
 * - promo_centavos / promo_until: the early-payment price and its last São Paulo day, which is
 *   the day and month of the category's "antecipado até" date in the annuity's year, or the
 *   annuity's due day when the category has none, and never later than the due day. When that day
 *   has already passed (or the category has no early-payment price) the annuity has no promotion.
 * An annuity's year is the year of its due day (annuity-year.ts); a member has at most one
 * annuity a year that is not cancelled, whoever created it, and the job bills no member a second
 * annuity within ANNUITY_GAP_DAYS of the first (staff may, confirming it in Cobranças).
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

const activeMembership = (membershipId: number): Memberships =>
  sql`(select member_id, issuer_id, category_id from memberships where id = ${membershipId} and status = 'A') ms`;
const everyActiveMembership: Memberships = sql`(select member_id, issuer_id, category_id from memberships where status = 'A') ms`;

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

/** Since when an annuity billed makes another one of another year wait (ANNUITY_GAP_DAYS). */
const gapStart = (now: Date) => new Date(now.getTime() - ANNUITY_GAP_DAYS * 86_400_000);

export type FirstAnnuity = { ok: true; itemId: number | null } | { ok: false; reason: 'noPrice' };

/**
 * The annuity a member owes once accepted (registration, approval, category change): this
 * year's, or next year's from 1 December, priced from the category. Nothing when the member
 * already has that year's annuity, so a second acceptance creates nothing. Runs inside the
 * acceptance's transaction, after the membership is active.
 */
export async function createFirstAnnuity(
  tx: Db,
  membership: { id: number; associationId: number; categoryId: number },
  now = new Date(),
): Promise<FirstAnnuity> {
  const [price] = await tx
    .select({
      centavos: associationCategories.annuityCentavos,
      dueDay: associationCategories.annuityDueDay,
      nextYearFromMonth: associationCategories.nextYearAnnuityFromMonth,
    })
    .from(associationCategories)
    .where(
      and(
        eq(associationCategories.associationId, membership.associationId),
        eq(associationCategories.categoryId, membership.categoryId),
      ),
    );
  if (!price) return { ok: false, reason: 'noPrice' };
  await lockAnnuities(tx, 'shared');
  const today = todayInSaoPaulo(now);
  const first = firstAnnuityOn(today, price);
  const { firstId } = await insertAnnuities(tx, activeMembership(membership.id), {
    year: first.year,
    dueDay: sql`${first.dueDay}::date`,
    today,
    now,
    billedSince: gapStart(now),
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
  membership: { id: number; associationId: number; categoryId: number },
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
  /** The year billed, or null from March to November (nothing to do). */
  year: number | null;
  created: number;
}

/**
 * The `anuidades` job: from 1 December, next year's annuity (due on each category's day) for every
 * active membership that does not have it yet, priced from the member's category today — but not
 * to one billed an annuity in the last ANNUITY_GAP_DAYS days (a member accepted in October): that
 * one is billed when the gap has passed, on a later run, until the end of February. One
 * statement; a rerun, or a second instance, creates nothing again.
 */
export async function createNextYearAnnuities(db: Db, now = new Date()): Promise<NextYearRun> {
  const today = todayInSaoPaulo(now);
  const year = annuityJobYearOn(today);
  if (year === null) return { year: null, created: 0 };
  return db.transaction(async (tx) => {
    await lockAnnuities(tx, 'exclusive');
    const { created } = await insertAnnuities(tx, everyActiveMembership, {
      year,
      dueDay: categoryDueDay(year),
      today,
      now,
      billedSince: gapStart(now),
    });
    return { year, created };
  });
}
