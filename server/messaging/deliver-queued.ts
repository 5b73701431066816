import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { outboundMessages, pushSubscriptions } from '../db/schema';
import { messageOfRow, type MessageTransport, type OutboundRow } from './outbox';
import type { PushSender } from './push-sender';

const BATCH = 200;

interface QueuedRow extends OutboundRow {
  id: number;
}

export interface DeliveryRun {
  sent: number;
  failed: number;
}

/**
 * Delivers what the jobs queued (reminders): claims a batch (`sending`, SKIP LOCKED, so two
 * instances never take the same row), sends, and records the outcome. A process that dies while
 * sending leaves its rows `sending`: they are not sent again, since a message may have gone out.
 * Without a transport (the sandbox) e-mails stay queued, readable in the sandbox outbox.
 */
export async function deliverQueued(
  db: Db,
  { transport, push }: { transport?: MessageTransport | undefined; push?: PushSender | undefined },
): Promise<DeliveryRun> {
  const channels = [...(transport ? ['email'] : []), ...(push ? ['push'] : [])];
  const run: DeliveryRun = { sent: 0, failed: 0 };
  if (channels.length === 0) return run;
  for (;;) {
    const claimed = rowsOf<QueuedRow>(
      await db.execute(sql`
        update outbound_messages set status = 'sending'
        where id in (
          select id from outbound_messages
          where status = 'queued' and channel in ${sql.raw(`(${channels.map((c) => `'${c}'`).join(',')})`)}
          order by id limit ${BATCH} for update skip locked
        )
        returning id, channel, recipient, subject, body, issuer_id as "associationId",
          attachment_name as "attachmentName", attachment_mime as "attachmentMime", attachment`),
    );
    if (claimed.length === 0) return run;
    for (const message of claimed) {
      const ok =
        message.channel === 'push'
          ? await sendPush(db, push!, message)
          : await sendEmail(transport!, message);
      await db
        .update(outboundMessages)
        .set({ status: ok ? 'sent' : 'failed' })
        .where(eq(outboundMessages.id, message.id));
      run[ok ? 'sent' : 'failed'] += 1;
    }
  }
}

async function sendEmail(transport: MessageTransport, m: QueuedRow): Promise<boolean> {
  try {
    await transport.send({ ...messageOfRow(m), channel: 'email' });
    return true;
  } catch {
    return false;
  }
}

/** A push row names the member ('member:<id>'); it goes to each of their devices. */
async function sendPush(db: Db, push: PushSender, m: QueuedRow): Promise<boolean> {
  const memberId = Number(m.recipient.replace(/^member:/, ''));
  const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
  const [summary = '', url = '/'] = m.body.split('\n');
  const outcomes = await Promise.all(
    devices.map(async (device) => ({
      device,
      outcome: await push.send(device, { title: m.subject, body: summary, url }),
    })),
  );
  const gone = outcomes.filter((o) => o.outcome === 'gone').map((o) => o.device.id);
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  return outcomes.some((o) => o.outcome === 'sent');
}
