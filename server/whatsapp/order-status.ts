import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { whatsappConsents, whatsappMessages } from '../db/schema-whatsapp';
import { queueWhatsapp } from '../messaging/whatsapp/queue-whatsapp';
import type { WhatsappOrder } from '../messaging/whatsapp/whatsapp-content';
import { orderCompletedOf } from './pix-order';
import { PIX_REPLY_TEXTS } from './pix-texts';

/**
 * The order_status update (completed) of every order_details message that offered this payment's
 * charge, once each (`pedido-pago:<message>`), to a member who still opts in, while the service
 * window of their "PIX" is open (an interactive message needs it; the "Pagamento confirmado"
 * template, which does not, goes anyway).
 */
export async function queueOrderStatuses(
  db: Db,
  paid: { transactionId: number; itemIds: readonly number[] },
  now = new Date(),
): Promise<number> {
  if (paid.itemIds.length === 0) return 0;
  const orders = await db
    .select({
      id: whatsappMessages.id,
      associationId: whatsappMessages.associationId,
      memberId: whatsappMessages.memberId,
      itemId: whatsappMessages.itemId,
      phone: whatsappMessages.phone,
      content: whatsappMessages.content,
    })
    .from(whatsappMessages)
    .innerJoin(
      whatsappConsents,
      and(eq(whatsappConsents.memberId, whatsappMessages.memberId), isNull(whatsappConsents.revokedAt)),
    )
    .where(
      and(
        eq(whatsappMessages.kind, 'pix'),
        inArray(whatsappMessages.itemId, [...paid.itemIds]),
        ne(whatsappMessages.status, 'failed'),
      ),
    );
  let queued = 0;
  for (const row of orders) {
    const { order } = row.content as { order?: WhatsappOrder };
    if (order?.transactionId !== paid.transactionId) continue;
    if (new Date(order.windowClosesAt) <= now) continue;
    const fresh = await queueWhatsapp(db, {
      associationId: row.associationId,
      memberId: row.memberId,
      itemId: row.itemId,
      kind: 'status-pedido',
      onceKey: `pedido-pago:${row.id}`,
      phone: row.phone,
      content: {
        interactive: orderCompletedOf(order.referenceId, PIX_REPLY_TEXTS.completed),
        summary: PIX_REPLY_TEXTS.completed,
      },
    });
    if (fresh) queued += 1;
  }
  return queued;
}
