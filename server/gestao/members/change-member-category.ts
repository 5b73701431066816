import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { CategoryChanged, ChangeCategoryBody } from '../../../domain/contract/gestao-members';
import { formatDisplayDate } from '../../../domain/dates';
import { CATEGORY_CHANGE_TEXT, MEMBERS_MSG } from '../../../domain/gestao-members-messages';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { ERRORS } from '../../error-messages';
import { todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import type { Db } from '../../db/client';
import { transactionRetryingDeadlocks } from '../../db/retry-on-deadlock';
import { categories, associationCategories, membershipCategories, memberships } from '../../db/schema';
import { annuitiesFollowCategory } from '../../dues/annuities';
import { recordAudit } from '../audit/record-audit';
import { LISTED_STATUSES } from './member-rows';
import type { StaffSession } from '../staff-accounts';

/**
 * Alterar categoria (gestor), audited. A change from today or an earlier day (not before the
 * current category began) applies now: the membership takes the category from that day and an
 * active member's annuities follow (an open one is priced in the new category, a paid one stays,
 * a member without the year's annuity is billed it). A change from a later day is scheduled: the
 * membership keeps its category until the `categorias` job applies it on that day. Either way the
 * membership's start (member_since) stays, and a new decision replaces a change still scheduled;
 * choosing the current category while a change is scheduled cancels that change.
 */
export function changeMemberCategory(
  db: Db,
  who: StaffSession,
  memberId: number,
  change: ChangeCategoryBody,
  now = new Date(),
): Promise<Outcome<CategoryChanged>> {
  return transactionRetryingDeadlocks(db, async (tx): Promise<Outcome<CategoryChanged>> => {
    const [current] = await tx
      .select({
        id: memberships.id,
        categoryId: memberships.categoryId,
        since: memberships.categorySince,
        status: memberships.status,
      })
      .from(memberships)
      .where(
        and(
          eq(memberships.associationId, who.associationId),
          eq(memberships.memberId, memberId),
          inArray(memberships.status, LISTED_STATUSES),
        ),
      )
      .for('update');
    if (!current) return failed(ERRORS.notFound, 404);
    const [offered] = await tx
      .select({ name: categories.description, retiredAt: categories.retiredAt })
      .from(associationCategories)
      .innerJoin(categories, eq(categories.id, associationCategories.categoryId))
      .where(
        and(
          eq(associationCategories.associationId, who.associationId),
          eq(associationCategories.categoryId, change.categoryId),
        ),
      );
    if (!offered) return failed(MEMBERS_MSG.categoryNotOffered);
    // A retired category takes no one new; its own members keep it (and may cancel a change).
    if (offered.retiredAt !== null && change.categoryId !== current.categoryId)
      return failed(MEMBERS_MSG.categoryRetired);

    const today = todayInSaoPaulo(now);
    const later = and(
      eq(membershipCategories.membershipId, current.id),
      gt(membershipCategories.startsOn, today),
    );
    const [scheduled] = await tx
      .select({ categoryId: membershipCategories.categoryId, since: membershipCategories.startsOn })
      .from(membershipCategories)
      .where(later)
      .orderBy(desc(membershipCategories.startsOn))
      .limit(1);
    const before = {
      memberId,
      categoryId: current.categoryId,
      since: current.since,
      scheduled: scheduled ?? null,
    };
    const answer = (effect: CategoryChanged['effect'], since: string): Outcome<CategoryChanged> =>
      succeeded({ ok: true, effect, categoryName: offered.name, since });

    if (change.categoryId === current.categoryId) {
      if (!scheduled) return failed(MEMBERS_MSG.sameCategory);
      await tx.delete(membershipCategories).where(later);
      await recordAudit(tx, who, {
        action: 'member.category.cancel',
        entity: 'membership',
        entityId: current.id,
        before,
        after: { memberId, categoryId: current.categoryId, since: current.since, scheduled: null },
      });
      return answer('cancelled', current.since);
    }
    if (change.since < current.since)
      return failed(CATEGORY_CHANGE_TEXT.beforeCurrent(formatDisplayDate(current.since)));

    // A new decision replaces whatever change was still to come.
    await tx.delete(membershipCategories).where(later);
    const after = { memberId, categoryId: change.categoryId, since: change.since };
    if (change.since > today) {
      await tx
        .insert(membershipCategories)
        .values({ membershipId: current.id, categoryId: change.categoryId, startsOn: change.since });
      await recordAudit(tx, who, {
        action: 'member.category.schedule',
        entity: 'membership',
        entityId: current.id,
        before,
        after,
      });
      return answer('scheduled', change.since);
    }
    // The history row is written by the memberships trigger (migration 0018).
    await tx
      .update(memberships)
      .set({ categoryId: change.categoryId, categorySince: change.since })
      .where(eq(memberships.id, current.id));
    if (current.status === 'A') {
      await annuitiesFollowCategory(
        tx,
        { id: current.id, associationId: who.associationId, categoryId: change.categoryId },
        now,
      );
    }
    await recordAudit(tx, who, {
      action: 'member.category',
      entity: 'membership',
      entityId: current.id,
      before,
      after,
    });
    return answer('applied', change.since);
  });
}
