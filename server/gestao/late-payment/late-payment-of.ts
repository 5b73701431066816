import { eq } from 'drizzle-orm';
import { type LatePaymentSettings } from '../../../domain/gestao-late-payment';
import type { Db } from '../../db/client';
import { associations } from '../../db/schema';

export const settingsColumns = {
  lateFineBps: associations.lateFineBps,
  monthlyInterestBps: associations.monthlyInterestBps,
};

/** The association's fine and monthly interest on dues paid late. */
export async function latePaymentOf(db: Db, associationId: number): Promise<LatePaymentSettings> {
  const [row] = await db.select(settingsColumns).from(associations).where(eq(associations.id, associationId));
  if (!row) throw new Error(`association ${associationId} not found`);
  return row;
}
