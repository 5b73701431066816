import { and, asc, eq, inArray } from 'drizzle-orm';
import { answerDueAt, PRIVACY_REQUEST_MSG } from '../../../domain/privacy-request-messages';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { verifySecret } from '../../auth/passwords';
import type { Db } from '../../db/client';
import type { PersonalDataSource } from '../../db/personal-data-source';
import { members, memberships } from '../../db/schema';
import { privacyRequests } from '../../db/schema-privacy';
import { validatePin } from '../../pin/member-pin';
import { eraseMemberData } from '../erase-member';

/** Memberships that still bind the member to an association: its staff answer the request. */
const BOUND = ['A', 'P', 'R'];

export type ErasureOpening = { erasedNow: false } | { erasedNow: true; uploadIds: string[] };

/**
 * "Excluir minha conta": the password and then the PIN (its tries counted and capped as for a
 * payment) prove it is the member; one request goes to each association they belong to, due in
 * 15 days. A member of no association has no one to answer: nothing can block, so the account
 * is erased at once.
 */
export async function openErasure(
  db: Db,
  sources: readonly PersonalDataSource[],
  memberId: number,
  { password, pin }: { password: string; pin: string },
  now = new Date(),
): Promise<Outcome<ErasureOpening>> {
  if (!password) return failed(PRIVACY_REQUEST_MSG.passwordRequired);
  if (!/^\d{4}$/.test(pin)) return failed(PRIVACY_REQUEST_MSG.pinRequired);
  const [member] = await db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member?.passwordHash || !(await verifySecret(member.passwordHash, password))) {
    return failed(PRIVACY_REQUEST_MSG.passwordWrong, 403);
  }
  const pinCheck = await validatePin(db, memberId, pin);
  if (!pinCheck.ok) return failed(pinCheck.message, 403);

  const bound = await db
    .selectDistinct({ associationId: memberships.associationId })
    .from(memberships)
    .where(and(eq(memberships.memberId, memberId), inArray(memberships.status, BOUND)))
    .orderBy(asc(memberships.associationId));
  if (bound.length === 0) {
    const { uploadIds } = await db.transaction((tx) =>
      eraseMemberData(tx, sources, memberId, { now, keepForCollection: false }),
    );
    return succeeded({ erasedNow: true, uploadIds });
  }
  const opened = await db
    .insert(privacyRequests)
    .values(
      bound.map(({ associationId }) => ({
        associationId,
        memberId,
        kind: 'erasure' as const,
        requestedAt: now,
        dueAt: answerDueAt(now),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: privacyRequests.id });
  if (opened.length === 0) return failed(PRIVACY_REQUEST_MSG.alreadyPending, 409);
  return succeeded({ erasedNow: false });
}
