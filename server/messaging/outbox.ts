import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboundMessages } from '../db/schema';

export interface OutboundMessage {
  channel: 'email' | 'sms';
  /** An e-mail address, or the mobile number as digits. */
  recipient: string;
  subject: string;
  body: string;
}

/** Delivers a message through a real transport (SMTP, SMS provider). */
export interface MessageTransport {
  send(message: OutboundMessage): Promise<void>;
}

/**
 * Every message is written to the outbound table first (the sandbox outbox reads it);
 * a configured transport then delivers it and the row records whether it went out.
 */
export function createOutbox(db: Db, transport?: MessageTransport) {
  return {
    async send(message: OutboundMessage): Promise<void> {
      const [row] = await db.insert(outboundMessages).values(message).returning({ id: outboundMessages.id });
      if (!transport) return;
      try {
        await transport.send(message);
        await db.update(outboundMessages).set({ status: 'sent' }).where(eq(outboundMessages.id, row!.id));
      } catch {
        await db.update(outboundMessages).set({ status: 'failed' }).where(eq(outboundMessages.id, row!.id));
      }
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;

export interface SentMessage extends OutboundMessage {
  id: number;
  createdAt: Date;
}

/** What the outbox wrote for a recipient, newest first (the sandbox's inbox reads it). */
export async function listMessagesTo(db: Db, recipient: string, limit: number): Promise<SentMessage[]> {
  const rows = await db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.recipient, recipient))
    .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
    .limit(limit);
  return rows.map((m) => ({
    id: m.id,
    channel: m.channel === 'sms' ? 'sms' : 'email',
    recipient: m.recipient,
    subject: m.subject,
    body: m.body,
    createdAt: m.createdAt,
  }));
}
