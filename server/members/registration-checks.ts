import { and, desc, eq, isNull } from 'drizzle-orm';
import { COMMON_MSG } from '../../domain/messages';
import { REG_MSG } from '../../domain/registration-messages';
import type { Db } from '../db/client';
import { verificationCodes } from '../db/schema';

export const UNIQUE_MESSAGES: Readonly<Record<string, string>> = {
  members_cpf_key: COMMON_MSG.alreadyRegistered,
  members_email_key: REG_MSG.emailInUse,
  members_mobile_key: REG_MSG.mobileInUse,
};

/** The constraint a unique violation names, looking through the ORM's wrapping error. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== '23505') continue;
    if (typeof constraint === 'string') return constraint;
    return Object.keys(UNIQUE_MESSAGES).find((name) => String(message).includes(name));
  }
  return undefined;
}

/** The contact the open registration code went to: proving it confirms the account. */
export async function provenContact(db: Db, memberId: number) {
  const [code] = await db
    .select({ channel: verificationCodes.channel, target: verificationCodes.target })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.memberId, memberId),
        eq(verificationCodes.purpose, 'registro'),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return code;
}
