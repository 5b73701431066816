import { and, eq, ne, sql } from 'drizzle-orm';
import { hashSecret } from '../auth/passwords';
import { checkCode } from '../codes/verification-codes';
import type { Outcome } from '../../domain/outcome';
import type { Db } from '../db/client';
import { members, memberSessions } from '../db/schema';

/**
 * Sets a new password with a recovery code and uses the code up; the code also proved the contact
 * it went to. Every other session ends with the old password. Done from a logged-in device
 * (`keepSession`, checked by the caller), that session stays; without one, the token version
 * moves on too, so no token issued before works.
 */
export async function resetPassword(
  db: Db,
  secret: string,
  memberId: number,
  code: string,
  newPassword: string,
  keepSession?: string,
): Promise<Outcome> {
  // A wrong code is refused before the (deliberately slow) hashing.
  const precheck = await checkCode(db, secret, { purpose: 'recuperacao', memberId, code, consume: false });
  if (!precheck.ok) return precheck;
  const passwordHash = await hashSecret(newPassword);
  return db.transaction(async (tx) => {
    const used = await checkCode(tx, secret, { purpose: 'recuperacao', memberId, code, consume: true });
    if (!used.ok) return used;
    await tx
      .update(members)
      .set({
        passwordHash,
        confirmed: true,
        ...(keepSession ? {} : { tokenVersion: sql`${members.tokenVersion} + 1` }),
      })
      .where(eq(members.id, memberId));
    await tx
      .delete(memberSessions)
      .where(
        keepSession
          ? and(eq(memberSessions.memberId, memberId), ne(memberSessions.id, keepSession))
          : eq(memberSessions.memberId, memberId),
      );
    return used;
  });
}
