import { eq } from 'drizzle-orm';
import { latePaymentProblem, type LatePaymentSettings } from '../../../domain/gestao-late-payment';
import type { Db } from '../../db/client';
import { associations } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { settingsColumns } from './late-payment-of';

/** New fine (at most 2 %, the legal ceiling) and monthly interest (up to 10 %) of the staff's association, audited. */
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
      .from(associations)
      .where(eq(associations.id, who.associationId))
      .for('update');
    const after = { lateFineBps: settings.lateFineBps, monthlyInterestBps: settings.monthlyInterestBps };
    await tx.update(associations).set(after).where(eq(associations.id, who.associationId));
    await recordAudit(tx, who, {
      action: 'late_payment.changed',
      entity: 'late_payment',
      entityId: who.associationId,
      before,
      after,
    });
    return succeeded(after);
  });
}
