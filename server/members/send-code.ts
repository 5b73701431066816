import { issueCode, type CodeChannel, type CodePurpose } from '../codes/verification-codes';
import type { Db } from '../db/client';
import type { Outbox } from '../messaging/outbox';
import { maskContact, messageChannel } from './mask-contact';

export interface CodeMessage {
  purpose: CodePurpose;
  memberId: number;
  channel: CodeChannel;
  /** The e-mail address, or the mobile number as digits. */
  target: string;
  subject: string;
  body: (code: string) => string;
}

export type SendCodeResult = { sent: true; maskedTarget: string } | { sent: false; retryInSeconds: number };

/** Issues a 6-digit code and hands it to the outbox; within 60 s of the last one nothing is sent. */
export async function sendCode(
  db: Db,
  secret: string,
  outbox: Outbox,
  m: CodeMessage,
): Promise<SendCodeResult> {
  const issued = await issueCode(db, secret, {
    purpose: m.purpose,
    memberId: m.memberId,
    channel: m.channel,
    target: m.target,
  });
  if (!issued.sent) return { sent: false, retryInSeconds: Math.ceil(issued.retryInMs / 1000) };
  await outbox.send({
    channel: messageChannel(m.channel),
    recipient: m.target,
    subject: m.subject,
    body: m.body(issued.code),
  });
  return { sent: true, maskedTarget: maskContact(m.channel, m.target) };
}
