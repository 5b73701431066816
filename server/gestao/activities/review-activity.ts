import { and, eq } from 'drizzle-orm';
import { ACTIVITY_MSG } from '../../../domain/activity-messages';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { declaredActivities } from '../../db/schema-activities';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';

/** Aceitar (no reason) or Recusar (with the reason the member reads beside the activity). */
export type ActivityVerdict = { accept: true } | { accept: false; reason: string };

/**
 * Staff decide on an activity declared to their association: accepted, it counts toward the
 * member's "Pontos de atualização"; refused, the member reads why. Another association's activity
 * does not exist for them (404); one already decided is not decided again (409). Answers whose it is,
 * whose open Pontos screen is then told.
 */
export async function reviewActivity(
  db: Db,
  who: StaffSession,
  activityId: number,
  verdict: ActivityVerdict,
  now = new Date(),
): Promise<Outcome<{ memberId: number }>> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: declaredActivities.id,
        status: declaredActivities.status,
        points: declaredActivities.points,
        memberId: declaredActivities.memberId,
      })
      .from(declaredActivities)
      .where(
        and(eq(declaredActivities.id, activityId), eq(declaredActivities.associationId, who.associationId)),
      )
      .for('update');
    if (!current) return failed(ACTIVITY_MSG.notFound, 404);
    if (current.status !== 'pending') return failed(ACTIVITY_MSG.alreadyReviewed, 409);
    const refusalReason = verdict.accept ? null : verdict.reason;
    await tx
      .update(declaredActivities)
      .set({
        status: verdict.accept ? 'accepted' : 'refused',
        refusalReason,
        reviewedBy: who.id,
        reviewedAt: now,
      })
      .where(eq(declaredActivities.id, current.id));
    await recordAudit(tx, who, {
      action: verdict.accept ? 'activity.accept' : 'activity.refuse',
      entity: 'declared_activity',
      entityId: current.id,
      after: verdict.accept ? { points: current.points } : { refusalReason },
    });
    return succeeded({ memberId: current.memberId });
  });
}
