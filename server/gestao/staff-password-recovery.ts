import { and, eq, isNull, sql } from 'drizzle-orm';
import { COMMON_MSG } from '../../domain/messages';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { isStrongPassword } from '../../domain/password';
import { hashSecret } from '../auth/passwords';
import { CODE_INVALID, checkCode, issueCode } from '../codes/verification-codes';
import type { Db } from '../db/client';
import { staff } from '../db/schema';
import type { Outbox } from '../messaging/outbox';

async function findActiveStaff(db: Db, email: string) {
  const [row] = await db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(and(isNull(staff.removedAt), eq(staff.email, email.trim().toLowerCase())));
  return row;
}

/**
 * A 6-digit code to a staff e-mail. Whoever asks is told the same whether the address is staff's
 * or not, and whether a code went out or the last one is under 60 s old: nothing reveals an account.
 */
export async function requestStaffRecoveryCode(
  db: Db,
  secret: string,
  outbox: Outbox,
  email: string,
): Promise<void> {
  const account = await findActiveStaff(db, email);
  if (!account) return;
  const issued = await issueCode(db, secret, {
    purpose: 'recuperacao',
    staffId: account.id,
    channel: 'email',
    target: account.email,
  });
  if (!issued.sent) return;
  await outbox.send({
    channel: 'email',
    recipient: account.email,
    subject: 'Quita Gestão: recuperação de senha',
    body:
      `Seu código para criar uma nova senha na gestão do Quita é ${issued.code}. Ele vale por 10 minutos. ` +
      'Se você não pediu para trocar a senha, ignore esta mensagem.',
  });
}

export interface StaffPasswordReset {
  email: string;
  code: string;
  /** Absent: only check the code. Present: set it as the password and use the code up. */
  password?: string;
}

/**
 * Checks a staff recovery code and, with a new password (SPEC §5's rules), sets it: the code is
 * used up, a pending invitation link dies, and every session of the account ends.
 */
export async function resetStaffPassword(
  db: Db,
  secret: string,
  reset: StaffPasswordReset,
): Promise<Outcome> {
  if (reset.password !== undefined && !isStrongPassword(reset.password))
    return failed(COMMON_MSG.passwordWeak);
  const account = await findActiveStaff(db, reset.email);
  // An unknown address is refused as a wrong code is.
  if (!account) return failed(CODE_INVALID);
  const owner = { purpose: 'recuperacao' as const, staffId: account.id, code: reset.code };
  // A wrong code is refused before the (deliberately slow) hashing.
  const precheck = await checkCode(db, secret, { ...owner, consume: false });
  if (!precheck.ok || reset.password === undefined) return precheck.ok ? succeeded(undefined) : precheck;
  const passwordHash = await hashSecret(reset.password);
  return db.transaction(async (tx) => {
    const used = await checkCode(tx, secret, { ...owner, consume: true });
    if (!used.ok) return used;
    await tx
      .update(staff)
      .set({
        passwordHash,
        inviteTokenHash: null,
        inviteExpiresAt: null,
        tokenVersion: sql`${staff.tokenVersion} + 1`,
      })
      .where(eq(staff.id, account.id));
    return succeeded(undefined);
  });
}
