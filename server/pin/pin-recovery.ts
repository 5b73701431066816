import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import type { Outbox } from '../messaging/outbox';
import { sendCode, type SendCodeResult } from '../members/send-code';

/** The recovery code goes to the member's e-mail, or by SMS when they have none. */
export async function sendPinRecoveryCode(
  db: Db,
  secret: string,
  outbox: Outbox,
  memberId: number,
): Promise<SendCodeResult> {
  const [member] = await db
    .select({ email: members.email, mobile: members.mobile })
    .from(members)
    .where(eq(members.id, memberId));
  return sendCode(db, secret, outbox, {
    purpose: 'pin',
    memberId,
    channel: member?.email ? 'email' : 'mobile',
    target: member?.email ?? member?.mobile ?? '',
    subject: 'Quita: código para recuperar seu PIN',
    body: (code) =>
      `Seu código para recuperar o PIN de pagamentos do Quita é ${code}. Ele vale por 10 minutos.`,
  });
}
