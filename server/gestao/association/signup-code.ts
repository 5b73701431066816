import { and, eq, isNull } from 'drizzle-orm';
import { ASSOCIATION_MSG } from '../../../domain/association-messages';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { waitToResend } from '../../../domain/registration-messages';
import { issueCode } from '../../codes/verification-codes';
import type { Db } from '../../db/client';
import { associationSignups } from '../../db/schema';
import type { Outbox } from '../../messaging/outbox';
import { maskEmail } from '../../members/mask-contact';

interface CodeDeps {
  db: Db;
  secret: string;
  outbox: Outbox;
}

/** A sign-up still waiting for its code; undefined once completed or when the id is unknown. */
export async function pendingSignup(db: Db, signupId: string) {
  const [row] = await db
    .select()
    .from(associationSignups)
    .where(and(eq(associationSignups.id, signupId), isNull(associationSignups.completedAt)));
  return row;
}

/** Issues the sign-up's code (the members' rules: 10 min, 5 tries, 60 s between sends) and e-mails it. */
export async function sendSignupCode(
  deps: CodeDeps,
  signup: { id: string; email: string },
): Promise<Outcome<string>> {
  const issued = await issueCode(deps.db, deps.secret, {
    purpose: 'associacao',
    signupId: signup.id,
    channel: 'email',
    target: signup.email,
  });
  if (!issued.sent) return failed(waitToResend(Math.ceil(issued.retryInMs / 1000)), 429);
  await deps.outbox.send({
    channel: 'email',
    recipient: signup.email,
    subject: ASSOCIATION_MSG.codeSubject,
    body: ASSOCIATION_MSG.codeBody(issued.code),
  });
  return succeeded(ASSOCIATION_MSG.codeSentTo(maskEmail(signup.email)));
}

/** "Reenviar código" on the code step. */
export async function resendSignupCode(deps: CodeDeps, signupId: string): Promise<Outcome<string>> {
  const signup = await pendingSignup(deps.db, signupId);
  if (!signup) return failed(ASSOCIATION_MSG.signupUnknown, 404);
  return sendSignupCode(deps, signup);
}
