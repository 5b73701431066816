import { eq } from 'drizzle-orm';
import { latePaymentProblem, type LatePaymentSettings } from '../../domain/gestao-late-payment';
import type { Db } from '../db/client';
import { issuers } from '../db/schema';
import { recordAudit } from './audit';
import type { StaffSession } from './staff-accounts';

const settingsColumns = { lateFineBps: issuers.lateFineBps, monthlyInterestBps: issuers.monthlyInterestBps };

/** The issuer's fine and monthly interest on dues paid late. */
export async function latePaymentOf(db: Db, issuerId: number): Promise<LatePaymentSettings> {
  const [row] = await db.select(settingsColumns).from(issuers).where(eq(issuers.id, issuerId));
  if (!row) throw new Error(`issuer ${issuerId} not found`);
  return row;
}

export type LatePaymentUpdate = { ok: true; settings: LatePaymentSettings } | { ok: false; message: string };

/** New fine (at most 2 %, the legal ceiling) and monthly interest (up to 10 %) of the staff's issuer, audited. */
export async function updateLatePayment(
  db: Db,
  who: StaffSession,
  settings: LatePaymentSettings,
): Promise<LatePaymentUpdate> {
  const problem = latePaymentProblem(settings);
  if (problem) return { ok: false, message: problem };
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
    return { ok: true, settings: after };
  });
}
