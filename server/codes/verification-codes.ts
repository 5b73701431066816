import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verificationCodes } from '../db/schema';

export type CodePurpose = 'confirmacao' | 'recuperacao' | 'pin' | 'troca' | 'registro' | 'associacao';
export type CodeChannel = 'email' | 'mobile';

export const CODE_TTL_MS = 10 * 60_000;
const CODE_RESEND_MS = 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_INVALID = 'Código de confirmação inválido.';
export const CODE_EXPIRED = 'O código informado expirou. Solicite um novo código.';

/**
 * Codes are kept as an HMAC keyed by the server secret: fast to check, and a leaked table
 * cannot be brute-forced over the million possible codes without the secret.
 */
const digest = (secret: string, id: number, code: string) =>
  createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');

/**
 * Whose code: a member's, a staff member's (the back office's password recovery) or a pending
 * association sign-up's (its gestor has no account yet).
 */
export type CodeOwner =
  | { memberId: number; staffId?: never; signupId?: never }
  | { staffId: number; memberId?: never; signupId?: never }
  | { signupId: string; memberId?: never; staffId?: never };

const ownedBy = (owner: CodeOwner) =>
  owner.signupId !== undefined
    ? eq(verificationCodes.signupId, owner.signupId)
    : owner.staffId === undefined
      ? eq(verificationCodes.memberId, owner.memberId)
      : eq(verificationCodes.staffId, owner.staffId);

export type IssueResult = { sent: true; code: string } | { sent: false; retryInMs: number };

/** Creates a new code unless one was sent less than 60 s ago for the same purpose. */
export async function issueCode(
  db: Db,
  secret: string,
  input: { purpose: CodePurpose; channel: CodeChannel; target: string } & CodeOwner,
  now = new Date(),
): Promise<IssueResult> {
  const [latest] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(ownedBy(input), eq(verificationCodes.purpose, input.purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const elapsed = latest ? now.getTime() - latest.createdAt.getTime() : Infinity;
  if (elapsed < CODE_RESEND_MS) return { sent: false, retryInMs: CODE_RESEND_MS - elapsed };

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    // A new code voids the previous ones of the same purpose.
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          ownedBy(input),
          eq(verificationCodes.purpose, input.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        ...input,
        codeHash: 'pending',
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        createdAt: now,
      })
      .returning({ id: verificationCodes.id });
    await tx
      .update(verificationCodes)
      .set({ codeHash: digest(secret, row!.id, code) })
      .where(eq(verificationCodes.id, row!.id));
  });
  return { sent: true, code };
}

/**
 * Checks the newest open code of that purpose. Each wrong try counts; the fifth voids the code.
 * With consume false a right code stays usable (a later step of the same flow consumes it).
 */
export async function checkCode(
  db: Db,
  secret: string,
  input: { purpose: CodePurpose; code: string; consume?: boolean } & CodeOwner,
  now = new Date(),
): Promise<Outcome> {
  const [open] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(ownedBy(input), eq(verificationCodes.purpose, input.purpose), isNull(verificationCodes.consumedAt)),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!open) return failed(CODE_INVALID);
  if (open.expiresAt <= now) return failed(CODE_EXPIRED);

  // The try is counted before the comparison, in one statement that refuses a spent code:
  // tries sent all at once cannot get past the fifth (a read-then-write count let them through).
  const [counted] = await db
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} + 1`,
      consumedAt: sql`case when ${verificationCodes.attempts} + 1 >= ${CODE_MAX_ATTEMPTS} then ${now.toISOString()}::timestamptz end`,
    })
    .where(
      and(
        eq(verificationCodes.id, open.id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  if (!counted) return failed(CODE_INVALID);

  const expected = Buffer.from(open.codeHash, 'hex');
  const given = Buffer.from(digest(secret, open.id, input.code.trim()), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return failed(CODE_INVALID);
  }
  // A right code gives its try back; if that try was the one that spent the code, it is unspent.
  const spentByThisTry = counted.attempts >= CODE_MAX_ATTEMPTS;
  await db
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} - 1`,
      ...(input.consume !== false ? { consumedAt: now } : spentByThisTry ? { consumedAt: null } : {}),
    })
    .where(eq(verificationCodes.id, open.id));
  return succeeded(undefined);
}
