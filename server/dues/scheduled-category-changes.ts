import { sql } from 'drizzle-orm';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { annuitiesFollowCategory } from './annuities';

export interface ScheduledChangesRun {
  /** Memberships that took a category staff had scheduled for today or a day before. */
  applied: number;
  /** Open annuities priced again in the new category. */
  repriced: number;
}

/**
 * The `categorias` job: each membership takes the latest category scheduled (membership_categories)
 * for a day up to today that it does not have yet, from that day; an active member's annuities
 * follow it from then, as when staff change the category at once (an open one is priced in the
 * new category, a paid one stays, one missing for the year is billed). One UPDATE takes them, so
 * a rerun, or a second instance, finds nothing left to apply.
 */
export async function applyScheduledCategoryChanges(db: Db, now = new Date()): Promise<ScheduledChangesRun> {
  const today = todayInSaoPaulo(now);
  return db.transaction(async (tx) => {
    const applied = rowsOf<{ id: number; issuer_id: number; category_id: number; status: string }>(
      await tx.execute(sql`
        with due as (
          select distinct on (h.membership_id) h.membership_id, h.category_id, h.starts_on
          from membership_categories h
          join memberships ms on ms.id = h.membership_id
          where h.starts_on <= ${today}::date and h.starts_on > ms.category_since
          order by h.membership_id, h.starts_on desc
        )
        update memberships ms set category_id = due.category_id, category_since = due.starts_on
        from due where ms.id = due.membership_id
        returning ms.id, ms.issuer_id, ms.category_id, ms.status`),
    );
    let repriced = 0;
    for (const membership of applied) {
      if (membership.status !== 'A') continue;
      const followed = await annuitiesFollowCategory(
        tx,
        { id: membership.id, associationId: membership.issuer_id, categoryId: membership.category_id },
        now,
      );
      repriced += followed.repriced;
    }
    return { applied: applied.length, repriced };
  });
}
