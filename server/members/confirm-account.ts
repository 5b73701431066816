import { eq } from 'drizzle-orm';
import { checkCode, issueCode } from '../codes/verification-codes';
import type { Outcome } from '../../domain/outcome';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import type { Outbox } from '../messaging/outbox';
import { maskContact, messageChannel } from './mask-contact';

interface Unconfirmed {
  id: number;
  email: string | null;
  mobile: string | null;
}

/**
 * Sends the account-confirmation code to the member's e-mail (or mobile when there is no
 * e-mail) and says where it went, masked. Within 60 s of the last code nothing is resent.
 */
export async function sendConfirmationCode(db: Db, secret: string, outbox: Outbox, member: Unconfirmed) {
  const channel = member.email ? 'email' : 'mobile';
  const target = member.email ?? member.mobile ?? '';
  const issued = await issueCode(db, secret, {
    purpose: 'confirmacao',
    memberId: member.id,
    channel,
    target,
  });
  if (issued.sent) {
    await outbox.send({
      channel: messageChannel(channel),
      recipient: target,
      subject: 'Quita: código de confirmação',
      body: `Seu código de confirmação da conta Quita é ${issued.code}. Ele vale por 10 minutos.`,
    });
  }
  return maskContact(channel, target);
}

export async function confirmAccount(
  db: Db,
  secret: string,
  memberId: number,
  code: string,
): Promise<Outcome> {
  const checked = await checkCode(db, secret, { purpose: 'confirmacao', memberId, code });
  if (checked.ok) await db.update(members).set({ confirmed: true }).where(eq(members.id, memberId));
  return checked;
}
