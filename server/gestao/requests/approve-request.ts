import { eq } from 'drizzle-orm';
import { REQUESTS_MSG } from '../../../domain/gestao-requests-messages';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { ERRORS } from '../../error-messages';
import { todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import type { Db } from '../../db/client';
import { refusal, transactionOutcome } from '../../db/transaction-outcome';
import { memberships } from '../../db/schema';
import { createFirstAnnuity } from '../../dues/annuities';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { findMembership } from './request-membership';

/** What an approval answers: the first annuity it created, if any. */
type Approved = { annuityItemId: number | null };

/**
 * Approves a request: the membership becomes active in its category from today, and the first
 * annuity of the category is created, all in one transaction. Approving an approved request
 * again changes nothing and creates no second annuity.
 */
export async function approveRequest(
  db: Db,
  who: StaffSession,
  requestId: number,
  now = new Date(),
): Promise<Outcome<Approved>> {
  return transactionOutcome(db, async (tx) => {
    // The row lock makes two approvals at once take turns: the second sees it active.
    const [current] = await findMembership(tx, who.associationId, requestId);
    if (!current) return failed(ERRORS.notFound, 404);
    if (current.status === 'N') return failed(REQUESTS_MSG.alreadyRefused, 409);
    if (current.status === 'A') return succeeded({ annuityItemId: null });
    if (current.status !== 'P') return failed(ERRORS.notFound, 404);

    await tx
      .update(memberships)
      // The membership begins the day it is approved.
      .set({
        status: 'A',
        decidedAt: now,
        categorySince: todayInSaoPaulo(now),
        memberSince: todayInSaoPaulo(now),
        refusalReason: null,
      })
      .where(eq(memberships.id, current.id));
    const annuity = await createFirstAnnuity(tx, { ...current, associationId: who.associationId }, now);
    if (!annuity.ok) throw refusal(failed(REQUESTS_MSG.noAnnuityPrice, 409));
    await recordAudit(tx, who, {
      action: 'request.approve',
      entity: 'membership',
      entityId: current.id,
      before: { status: current.status },
      after: { status: 'A', annuityItemId: annuity.itemId },
    });
    return succeeded({ annuityItemId: annuity.itemId });
  });
}
