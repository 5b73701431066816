import { and, eq, isNull } from 'drizzle-orm';
import { HEALTH_MSG, type ChargeAgainDone } from '../../../domain/contract/gestao-health';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { formatBRL } from '../../../domain/money';
import type { Db } from '../../db/client';
import { todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { associations, cashFlowItems, members, outboundMessages, pushSubscriptions } from '../../db/schema';
import { dueOn, priceColumns, type UnpaidPriceFields } from '../../dues/item-price';
import { ERRORS } from '../../error-messages';

const brl = (centavos: number) => formatBRL(centavos / 100);

/** What the member would pay today, as the reminders say it: the original beside a fine and interest. */
function amountText(item: UnpaidPriceFields, today: string): string {
  const due = dueOn(item, today);
  return due.totalCentavos > due.priceCentavos
    ? `Valor hoje: ${brl(due.totalCentavos)} (original ${brl(item.amountCentavos)}, com multa e juros)`
    : `Valor: ${brl(due.totalCentavos)}`;
}

/**
 * "Cobrar novamente": a new payment link for an open item of the association, sent to its member by the
 * channels they have (e-mail; Web Push where they installed the app), as the reminders send theirs.
 */
export async function chargeAgain(
  db: Db,
  associationId: number,
  itemId: number,
  publicUrl: string,
  now = new Date(),
): Promise<Outcome<ChargeAgainDone>> {
  const [item] = await db
    .select({
      id: cashFlowItems.id,
      description: cashFlowItems.description,
      kind: cashFlowItems.kind,
      dueAt: cashFlowItems.dueAt,
      ...priceColumns,
      paidAt: cashFlowItems.paidAt,
      cancelledAt: cashFlowItems.cancelledAt,
      memberId: members.id,
      email: members.email,
    })
    .from(cashFlowItems)
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
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
  const summary = `${amountText(item, todayInSaoPaulo(now))}. Seu pagamento não foi concluído; tente de novo pelo link.`;
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
