import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { whatsappMessages } from '../db/schema-whatsapp';
import { failWhatsapp } from '../messaging/whatsapp/deliver-whatsapp';

type Json = Record<string, unknown>;

/** What each status may follow: statuses arrive out of order, and never go back (read stays read). */
const FOLLOWS: Record<string, string[]> = {
  sent: ['queued', 'sending'],
  delivered: ['queued', 'sending', 'sent'],
  read: ['queued', 'sending', 'sent', 'delivered', 'failed'],
  failed: ['queued', 'sending', 'sent', 'delivered'],
};

const reasonOf = (status: Json) => {
  const [error] = (status.errors ?? []) as {
    code?: number;
    title?: string;
    error_data?: { details?: string };
  }[];
  const text = error?.error_data?.details ?? error?.title;
  return text
    ? `WhatsApp não entregou (${error?.code ?? '?'}): ${text}`
    : 'WhatsApp não entregou a mensagem.';
};

/** A status from the webhook: the message moves forward; `failed` sends its e-mail instead. */
export async function applyMessageStatus(db: Db, associationId: number, status: Json): Promise<void> {
  const wamid = status.id as string;
  const next = status.status as string;
  const before = FOLLOWS[next];
  if (!before) return;
  const [row] = await db
    .update(whatsappMessages)
    .set({ status: next, updatedAt: new Date() })
    .where(
      and(
        eq(whatsappMessages.wamid, wamid),
        eq(whatsappMessages.associationId, associationId),
        inArray(whatsappMessages.status, before),
      ),
    )
    .returning({ id: whatsappMessages.id });
  if (row && next === 'failed') await failWhatsapp(db, row.id, reasonOf(status));
}
