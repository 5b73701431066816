import { and, eq, ne } from 'drizzle-orm';
import { onlyDigits } from '../../domain/digits';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { PROFILE_MSG } from '../../domain/profile-messages';
import { REG_MSG } from '../../domain/registration-messages';
import { isEmail, isMobile } from '../../domain/registration-rules';
import { codeResendWait } from '../../domain/wallet-messages';
import { checkCode } from '../codes/verification-codes';
import type { Db } from '../db/client';
import { contactChanges, members } from '../db/schema';
import { refusal, transactionOutcome } from '../db/transaction-outcome';
import { isUniqueViolation } from '../db/unique-violation';
import type { Outbox } from '../messaging/outbox';
import { maskContact, messageChannel, type ContactKind } from './mask-contact';
import { sendCode } from './send-code';

const LABEL = { email: 'o e-mail', mobile: 'o celular' } as const;
const IN_USE = { email: REG_MSG.emailInUse, mobile: REG_MSG.mobileInUse } as const;
const SAME = { email: PROFILE_MSG.emailSameAsCurrent, mobile: PROFILE_MSG.mobileSameAsCurrent } as const;
const CHANGED = { email: PROFILE_MSG.emailChanged, mobile: PROFILE_MSG.mobileChanged } as const;
const column = (kind: ContactKind) => (kind === 'email' ? members.email : members.mobile);

/** As stored: e-mails in lower case, mobiles as digits. */
export function normalizeContact(kind: ContactKind, typed: string): Outcome<string> {
  if (kind === 'email') {
    const email = typed.trim().toLowerCase();
    return isEmail(email) ? succeeded(email) : failed(REG_MSG.emailInvalid);
  }
  return isMobile(typed) ? succeeded(onlyDigits(typed)) : failed(REG_MSG.mobileInvalid);
}

/** Whether another account has this e-mail or mobile. */
export async function contactInUse(db: Db, memberId: number, kind: ContactKind, value: string) {
  const [other] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(column(kind), value), ne(members.id, memberId)))
    .limit(1);
  return other !== undefined;
}

export const inUseMessage = (kind: ContactKind) => IN_USE[kind];

/**
 * Step 1: a 'troca' code to the member's current contact of that type (the other one when that
 * is missing), proving the change comes from the account's owner; the new value waits with it.
 * The value is where the code went, masked.
 */
export async function requestContactChange(
  db: Db,
  secret: string,
  outbox: Outbox,
  memberId: number,
  kind: ContactKind,
  typed: string,
): Promise<Outcome<string>> {
  const normalized = normalizeContact(kind, typed);
  if (!normalized.ok) return normalized;
  const value = normalized.value;
  const [member] = await db
    .select({ email: members.email, mobile: members.mobile })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return failed(PROFILE_MSG.noContactForCode);
  if (member[kind] === value) return failed(SAME[kind]);
  if (await contactInUse(db, memberId, kind, value)) return failed(IN_USE[kind]);

  const preferEmail = kind === 'email' ? member.email !== null : member.mobile === null;
  const channel = preferEmail ? 'email' : 'mobile';
  const target = preferEmail ? member.email : member.mobile;
  if (!target) return failed(PROFILE_MSG.noContactForCode);

  const sent = await sendCode(db, secret, outbox, {
    purpose: 'troca',
    memberId,
    channel,
    target,
    subject: `Quita: código para alterar ${LABEL[kind]}`,
    body: (code) =>
      `Seu código para alterar ${LABEL[kind]} da sua conta Quita para ${maskContact(kind, value)} é ${code}. ` +
      'Ele vale por 10 minutos. Se você não pediu a alteração, ignore esta mensagem.',
  });
  if (!sent.sent) return failed(codeResendWait(sent.retryInSeconds));
  await db
    .insert(contactChanges)
    .values({ memberId, channel: kind, newValue: value })
    .onConflictDoUpdate({
      target: contactChanges.memberId,
      set: { channel: kind, newValue: value, createdAt: new Date() },
    });
  return succeeded(sent.maskedTarget);
}

/** Step 2 (optional): the code is right; it stays usable for step 3. */
export const verifyChangeCode = (db: Db, secret: string, memberId: number, code: string): Promise<Outcome> =>
  checkCode(db, secret, { purpose: 'troca', memberId, code, consume: false });

/**
 * Step 3: uses the code up and applies the waiting value, if nobody took it meanwhile. The old
 * contact is told, so that a change its owner did not make does not go unnoticed. The value is
 * the message to show.
 */
export async function applyContactChange(
  db: Db,
  secret: string,
  outbox: Outbox,
  memberId: number,
  code: string,
): Promise<Outcome<string>> {
  const checked = await verifyChangeCode(db, secret, memberId, code);
  if (!checked.ok) return checked;

  let done: Outcome<{ kind: ContactKind; value: string; previous: string | null }>;
  try {
    done = await transactionOutcome(db, async (tx) => {
      const [pending] = await tx.select().from(contactChanges).where(eq(contactChanges.memberId, memberId));
      if (!pending) throw refusal(PROFILE_MSG.noPendingChange);
      const kind = pending.channel;
      if (await contactInUse(tx, memberId, kind, pending.newValue)) throw refusal(IN_USE[kind]);
      const used = await checkCode(tx, secret, { purpose: 'troca', memberId, code, consume: true });
      if (!used.ok) throw refusal(used.message);
      const [before] = await tx
        .select({ email: members.email, mobile: members.mobile })
        .from(members)
        .where(eq(members.id, memberId));
      await tx
        .update(members)
        .set({ [kind]: pending.newValue })
        .where(eq(members.id, memberId));
      await tx.delete(contactChanges).where(eq(contactChanges.memberId, memberId));
      const previous = before?.[kind] ?? null;
      return succeeded({ kind, value: pending.newValue, previous });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const [pending] = await db.select().from(contactChanges).where(eq(contactChanges.memberId, memberId));
      return failed(IN_USE[pending?.channel ?? 'email']);
    }
    throw error;
  }
  if (!done.ok) return done;
  const applied = done.value;
  if (applied.previous) {
    await outbox.send({
      channel: messageChannel(applied.kind),
      recipient: applied.previous,
      subject: `Quita: ${LABEL[applied.kind]} da sua conta foi alterado`,
      body:
        `${applied.kind === 'email' ? 'O e-mail' : 'O celular'} da sua conta Quita foi alterado para ` +
        `${maskContact(applied.kind, applied.value)}. Se não foi você, entre em contato com a sua associação.`,
    });
  }
  return succeeded(CHANGED[applied.kind]);
}
