import { eq } from 'drizzle-orm';
import { ASSOCIATION_MSG } from '../../../domain/association-messages';
import type { StaffProfile } from '../../../domain/contract/gestao-session';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { checkCode } from '../../codes/verification-codes';
import type { Db } from '../../db/client';
import { associationSignups } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { recordAudit } from '../audit/record-audit';
import { identityTaken, insertAssociation, insertGestor } from './create-association';
import { pendingSignup } from './signup-code';

export interface NewGestor {
  profile: StaffProfile;
  tokenVersion: number;
}

/**
 * The code typed on the sign-up's second step: when right, the association and its gestor (with
 * the sign-up's password) are created in one transaction, the sign-up is used up, and the gestor
 * is answered to be signed in. The CNPJ and the e-mail are checked again (someone may have taken
 * them while the code was on its way); the unique indexes have the last word.
 */
export async function confirmAssociationSignUp(
  db: Db,
  secret: string,
  signupId: string,
  code: string,
): Promise<Outcome<NewGestor>> {
  const signup = await pendingSignup(db, signupId);
  if (!signup) return failed(ASSOCIATION_MSG.signupUnknown, 404);
  const checked = await checkCode(db, secret, { purpose: 'associacao', signupId, code });
  if (!checked.ok) return failed(checked.message);
  const taken = await identityTaken(db, signup.cnpj, signup.email);
  if (taken.cnpj) return failed(ASSOCIATION_MSG.cnpjTaken, 409);
  if (taken.email) return failed(ASSOCIATION_MSG.emailTaken, 409);
  try {
    return succeeded(
      await db.transaction(async (tx) => {
        const associationId = await insertAssociation(tx, signup);
        const person = { name: signup.personName, email: signup.email };
        const staffId = await insertGestor(tx, associationId, {
          ...person,
          passwordHash: signup.passwordHash,
        });
        await tx
          .update(associationSignups)
          .set({ completedAt: new Date() })
          .where(eq(associationSignups.id, signupId));
        await recordAudit(
          tx,
          { id: staffId, associationId, role: 'gestor' },
          {
            action: 'issuer.created',
            entity: 'issuer',
            entityId: associationId,
            after: {
              cnpj: signup.cnpj,
              legalName: signup.legalName,
              displayName: signup.displayName,
              ...person,
            },
          },
        );
        const profile: StaffProfile = {
          id: staffId,
          ...person,
          role: 'gestor',
          associationId,
          associationName: signup.displayName,
        };
        return { profile, tokenVersion: 0 };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'staff_email_key')) return failed(ASSOCIATION_MSG.emailTaken, 409);
    if (isUniqueViolation(error)) return failed(ASSOCIATION_MSG.cnpjTaken, 409);
    throw error;
  }
}
