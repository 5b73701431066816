import { eq } from 'drizzle-orm';
import { type LatePaymentSettings } from '../../../domain/gestao-late-payment';
import type { Db } from '../../db/client';
import { issuers } from '../../db/schema';

export const settingsColumns = {
  lateFineBps: issuers.lateFineBps,
  monthlyInterestBps: issuers.monthlyInterestBps,
};

/** The issuer's fine and monthly interest on dues paid late. */
export async function latePaymentOf(db: Db, issuerId: number): Promise<LatePaymentSettings> {
  const [row] = await db.select(settingsColumns).from(issuers).where(eq(issuers.id, issuerId));
  if (!row) throw new Error(`issuer ${issuerId} not found`);
  return row;
}
