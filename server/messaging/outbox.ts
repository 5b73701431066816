import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboundMessages } from '../db/schema';

export interface OutboundMessage {
  channel: 'email' | 'sms' | 'whatsapp';
  /** An e-mail address, or the mobile number as digits. */
  recipient: string;
  subject: string;
  body: string;
  /** The association the e-mail speaks for: its logo and name head the HTML part (SMTP). */
  associationId?: number | undefined;
  /** A file sent with an e-mail (a ticket's PDF). */
  attachment?: MessageAttachment | undefined;
  /** A message with a key is written once: a second send with the same key writes nothing. */
  onceKey?: string | undefined;
}

export interface MessageAttachment {
  name: string;
  mime: string;
  content: Uint8Array;
}

/** The outbound row's columns of a message. */
export const messageColumns = ({ attachment, ...message }: OutboundMessage) => ({
  ...message,
  attachmentName: attachment?.name ?? null,
  attachmentMime: attachment?.mime ?? null,
  attachment: attachment?.content ?? null,
});

/** An outbound row's columns as read back. */
export interface OutboundRow {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  associationId: number | null;
  attachmentName: string | null;
  attachmentMime: string | null;
  attachment: Uint8Array | null;
}

/** The message of an outbound row (the attachment back in one piece). */
export const messageOfRow = (row: OutboundRow): OutboundMessage => ({
  channel: row.channel === 'sms' || row.channel === 'whatsapp' ? row.channel : 'email',
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  ...(row.associationId === null ? {} : { associationId: row.associationId }),
  ...(row.attachment && row.attachmentName
    ? {
        attachment: {
          name: row.attachmentName,
          mime: row.attachmentMime ?? 'application/octet-stream',
          content: row.attachment,
        },
      }
    : {}),
});

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
      const [row] = await db
        .insert(outboundMessages)
        .values(messageColumns(message))
        .onConflictDoNothing({ target: outboundMessages.onceKey })
        .returning({ id: outboundMessages.id });
      if (!row || !transport) return;
      try {
        await transport.send(message);
        await db.update(outboundMessages).set({ status: 'sent' }).where(eq(outboundMessages.id, row.id));
      } catch {
        await db.update(outboundMessages).set({ status: 'failed' }).where(eq(outboundMessages.id, row.id));
      }
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;

export interface SentMessage extends OutboundMessage {
  id: number;
  createdAt: Date;
}

/** The file sent with a message to this recipient, for the sandbox outbox. */
export async function messageAttachment(
  db: Db,
  id: number,
  recipient: string,
): Promise<MessageAttachment | undefined> {
  const [row] = await db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.id, id), sql`lower(${outboundMessages.recipient}) = ${recipient}`));
  return row ? messageOfRow(row).attachment : undefined;
}

/** What the outbox wrote for a recipient, newest first (the sandbox's inbox reads it). */
export async function listMessagesTo(db: Db, recipient: string, limit: number): Promise<SentMessage[]> {
  const rows = await db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.recipient, recipient))
    .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
    .limit(limit);
  return rows.map((m) => ({ ...messageOfRow(m), id: m.id, createdAt: m.createdAt }));
}
