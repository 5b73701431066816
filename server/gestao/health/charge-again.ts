import { and, eq, isNull } from 'drizzle-orm';
import { HEALTH_MSG, type ChargeAgainDone } from '../../../domain/contract/gestao-health';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { formatBRL } from '../../../domain/money';
import type { Db } from '../../db/client';
import { cashFlowItems, members, outboundMessages, pushSubscriptions } from '../../db/schema';
import { ERRORS } from '../../error-messages';

/**
 * "Cobrar novamente": a new payment link for an open item of the association, sent to its member by the
 * channels they have (e-mail; Web Push where they installed the app), as the reminders send theirs.
 */
export async function chargeAgain(
  db: Db,
  associationId: number,
  itemId: number,
  publicUrl: string,
): Promise<Outcome<ChargeAgainDone>> {
  const [item] = await db
    .select({
      id: cashFlowItems.id,
      description: cashFlowItems.description,
      amountCentavos: cashFlowItems.amountCentavos,
      paidAt: cashFlowItems.paidAt,
      cancelledAt: cashFlowItems.cancelledAt,
      memberId: members.id,
      email: members.email,
    })
    .from(cashFlowItems)
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .where(
      and(
        eq(cashFlowItems.id, itemId),
        eq(cashFlowItems.associationId, associationId),
        isNull(cashFlowItems.publicRef),
      ),
    );
  if (!item) return failed(ERRORS.notFound, 404);
  if (item.paidAt || item.cancelledAt) return failed(HEALTH_MSG.notOpen, 409);
  const [device] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, item.memberId))
    .limit(1);
  const link = `${publicUrl}/pendencia?id=${item.id}`;
  const subject = `Pagamento pendente: ${item.description}`;
  const summary = `Valor: ${formatBRL(item.amountCentavos / 100)}. Seu pagamento não foi concluído; tente de novo pelo link.`;
  const messages = [
    ...(item.email
      ? [
          {
            channel: 'email',
            recipient: item.email,
            subject,
            body: `${summary}\n\nPague pelo app: ${link}`,
            associationId,
          },
        ]
      : []),
    ...(device
      ? [{ channel: 'push', recipient: `member:${item.memberId}`, subject, body: `${summary}\n${link}` }]
      : []),
  ];
  if (messages.length === 0) return failed(HEALTH_MSG.noChannel, 409);
  await db.insert(outboundMessages).values(messages);
  return succeeded({ channels: messages.map((m) => (m.channel === 'push' ? 'push' : 'email')) });
}
