import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { associations } from '../../../server/db/schema';
import { dueOn } from '../../../server/dues/item-price';

/** What a due of the association, without early price, costs on `today` by the dues engine. */
export async function owedToday(
  db: Db,
  item: { associationId: number; dueAt: Date; amountCentavos: number },
  today: string,
): Promise<number> {
  const [rules] = await db
    .select({ lateFineBps: associations.lateFineBps, monthlyInterestBps: associations.monthlyInterestBps })
    .from(associations)
    .where(eq(associations.id, item.associationId));
  return dueOn({ kind: 'due', promoCentavos: null, promoUntil: null, ...item, ...rules! }, today)
    .totalCentavos;
}
