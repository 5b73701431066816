import { eq, sql } from 'drizzle-orm';
import { hashSecret } from '../auth/passwords';
import { checkCode, type CheckResult } from '../codes/verification-codes';
import type { Db } from '../db/client';
import { members } from '../db/schema';

/**
 * Sets a new password with a recovery code and uses the code up. The token version moves on,
 * so every token issued before stops working; the code also proved the contact it went to.
 */
export async function resetPassword(
  db: Db,
  secret: string,
  memberId: number,
  code: string,
  newPassword: string,
): Promise<CheckResult> {
  // A wrong code is refused before the (deliberately slow) hashing.
  const precheck = await checkCode(db, secret, { purpose: 'recuperacao', memberId, code, consume: false });
  if (!precheck.ok) return precheck;
  const passwordHash = await hashSecret(newPassword);
  return db.transaction(async (tx) => {
    const used = await checkCode(tx, secret, { purpose: 'recuperacao', memberId, code, consume: true });
    if (!used.ok) return used;
    await tx
      .update(members)
      .set({ passwordHash, confirmed: true, tokenVersion: sql`${members.tokenVersion} + 1` })
      .where(eq(members.id, memberId));
    return used;
  });
}
