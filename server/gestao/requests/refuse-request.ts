import { eq } from 'drizzle-orm';
import { REQUESTS_MSG, refusalEmail } from '../../../domain/gestao-requests-messages';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { ERRORS } from '../../error-messages';
import type { Db } from '../../db/client';
import { associations, memberships, members } from '../../db/schema';
import type { OutboundMessage } from '../../messaging/outbox';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { findMembership } from './request-membership';

/**
 * Refuses a request with its reason (shown to the member in "Minhas associações") and returns the
 * e-mail that tells the member, for the caller to queue once the change is committed.
 */
export async function refuseRequest(
  db: Db,
  who: StaffSession,
  requestId: number,
  reason: string,
  now = new Date(),
): Promise<Outcome<{ email: OutboundMessage | null }>> {
  return db.transaction(async (tx) => {
    const [current] = await findMembership(tx, who.associationId, requestId);
    if (!current) return failed(ERRORS.notFound, 404);
    if (current.status === 'A') return failed(REQUESTS_MSG.alreadyApproved, 409);
    if (current.status === 'N') return failed(REQUESTS_MSG.alreadyRefused, 409);
    if (current.status !== 'P') return failed(ERRORS.notFound, 404);

    await tx
      .update(memberships)
      .set({ status: 'N', refusalReason: reason, decidedAt: now })
      .where(eq(memberships.id, current.id));
    await recordAudit(tx, who, {
      action: 'request.refuse',
      entity: 'membership',
      entityId: current.id,
      before: { status: current.status },
      after: { status: 'N', refusalReason: reason },
    });
    const [person] = await tx
      .select({ name: members.name, email: members.email, associationName: associations.name })
      .from(members)
      .innerJoin(associations, eq(associations.id, who.associationId))
      .where(eq(members.id, current.memberId));
    if (!person?.email) return succeeded({ email: null });
    const text = refusalEmail(person.name, person.associationName, reason);
    return succeeded({
      email: {
        channel: 'email' as const,
        recipient: person.email,
        ...text,
        associationId: who.associationId,
      },
    });
  });
}
