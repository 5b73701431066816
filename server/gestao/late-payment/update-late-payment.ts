import { eq } from 'drizzle-orm';
import { latePaymentProblem, type LatePaymentSettings } from '../../../domain/gestao-late-payment';
import type { Db } from '../../db/client';
import { issuers } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { settingsColumns } from './late-payment-of';

/** New fine (at most 2 %, the legal ceiling) and monthly interest (up to 10 %) of the staff's issuer, audited. */
export async function updateLatePayment(
  db: Db,
  who: StaffSession,
  settings: LatePaymentSettings,
): Promise<Outcome<LatePaymentSettings>> {
  const problem = latePaymentProblem(settings);
  if (problem) return failed(problem);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(settingsColumns)
      .from(issuers)
      .where(eq(issuers.id, who.issuerId))
      .for('update');
    const after = { lateFineBps: settings.lateFineBps, monthlyInterestBps: settings.monthlyInterestBps };
    await tx.update(issuers).set(after).where(eq(issuers.id, who.issuerId));
    await recordAudit(tx, who, {
      action: 'late_payment.changed',
      entity: 'late_payment',
      entityId: who.issuerId,
      before,
      after,
    });
    return succeeded(after);
  });
}
