import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { cashFlowItems, members } from '../db/schema';
import { associationWhatsappSettings, whatsappConsents } from '../db/schema-whatsapp';
import { queueWhatsapp } from '../messaging/whatsapp/queue-whatsapp';
import type { SettledHandler } from '../payments/settled-effects';
import { queueOrderStatuses } from './order-status';

const brl = (centavos: number) =>
  `R$ ${(centavos / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (at: Date) => at.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/**
 * "Pagamento confirmado": one template message per paid item to a member who opted in, with what
 * paid it (the template's four parameters: name, item, amount, day), through the association's number (or the sandbox's WhatsApp), once by its key (`pago:<item>`).
 */
export async function queuePaidMessages(
  db: Db,
  sandbox: boolean,
  itemIds: number[],
  paidAt: Date,
): Promise<number> {
  if (itemIds.length === 0) return 0;
  const rows = await db
    .select({
      itemId: cashFlowItems.id,
      associationId: cashFlowItems.associationId,
      memberId: cashFlowItems.memberId,
      description: cashFlowItems.description,
      // What paid it (fine and interest, or the early price, included); an item paid before the
      // engine recorded it: its price.
      paidCentavos:
        sql<number>`coalesce(${cashFlowItems.paidCentavos}, ${cashFlowItems.amountCentavos})`.mapWith(Number),
      name: sql<string>`coalesce(${members.presentationName}, ${members.name})`,
      phone: whatsappConsents.phone,
      configured: sql<boolean>`exists (select 1 from ${associationWhatsappSettings} s where s.issuer_id = ${cashFlowItems.associationId})`,
    })
    .from(cashFlowItems)
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .innerJoin(
      whatsappConsents,
      and(eq(whatsappConsents.memberId, cashFlowItems.memberId), isNull(whatsappConsents.revokedAt)),
    )
    .where(inArray(cashFlowItems.id, itemIds));
  let queued = 0;
  for (const r of rows) {
    if (!r.associationId || (!sandbox && !r.configured)) continue;
    const fresh = await queueWhatsapp(db, {
      associationId: r.associationId,
      memberId: r.memberId,
      itemId: r.itemId,
      kind: 'pagamento-confirmado',
      onceKey: `pago:${r.itemId}`,
      phone: r.phone,
      content: {
        template: 'paid',
        params: [r.name, r.description, brl(r.paidCentavos), day(paidAt)],
        email: null,
      },
    });
    if (fresh) queued += 1;
  }
  return queued;
}

export const whatsappOnPaymentSettled = (deps: {
  db: Db;
  config: Pick<Config, 'sandbox'>;
}): SettledHandler => ({
  name: 'whatsapp-pagamento',
  run: async (event) => {
    // The order a "PIX" offered is completed first, then the template says it was paid.
    await queueOrderStatuses(deps.db, event);
    await queuePaidMessages(deps.db, deps.config.sandbox, event.itemIds, event.paidAt);
  },
});
