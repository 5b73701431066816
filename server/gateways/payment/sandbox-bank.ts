import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCharges, sandboxRecurrences } from '../../db/schema';
import { SANDBOX_REFUSED_BY_BANK } from './sandbox-recurring';

export type SandboxBankAnswer = { ok: true } | { ok: false; reason: 'not_found' | 'not_pending' };

/**
 * The payer's bank approves (Jornada 3: pays the first charge and approves the recurrence) or
 * refuses a recurrence still waiting for it.
 */
export async function answerSandboxRecurrence(
  db: Db,
  recurrenceId: string,
  approve: boolean,
  now = new Date(),
): Promise<SandboxBankAnswer & { firstChargeId?: string | null }> {
  return db.transaction(async (trx) => {
    const [row] = await trx
      .update(sandboxRecurrences)
      .set({ status: approve ? 'APROVADA' : 'REJEITADA' })
      .where(and(eq(sandboxRecurrences.id, recurrenceId), eq(sandboxRecurrences.status, 'CRIADA')))
      .returning();
    if (!row) {
      const [exists] = await trx
        .select()
        .from(sandboxRecurrences)
        .where(eq(sandboxRecurrences.id, recurrenceId));
      return { ok: false, reason: exists ? 'not_pending' : 'not_found' };
    }
    // Jornada 1: the bank approves with no payment.
    if (!row.firstChargeId) return { ok: true, firstChargeId: null };
    await trx
      .update(sandboxCharges)
      .set(
        approve
          ? { status: 'succeeded', paidAt: now }
          : { status: 'failed', failureMessage: SANDBOX_REFUSED_BY_BANK },
      )
      .where(and(eq(sandboxCharges.id, row.firstChargeId), eq(sandboxCharges.status, 'pending')));
    return { ok: true, firstChargeId: row.firstChargeId };
  });
}

/** The payer's bank debits (pays) or refuses a recurring charge on its day. */
export async function answerSandboxRecurringCharge(
  db: Db,
  txid: string,
  pay: boolean,
  now = new Date(),
): Promise<SandboxBankAnswer> {
  const [row] = await db
    .update(sandboxCharges)
    .set(
      pay
        ? { status: 'succeeded', paidAt: now }
        : { status: 'failed', failureMessage: SANDBOX_REFUSED_BY_BANK },
    )
    .where(
      and(eq(sandboxCharges.id, txid), eq(sandboxCharges.kind, 'cobr'), eq(sandboxCharges.status, 'pending')),
    )
    .returning({ id: sandboxCharges.id });
  if (row) return { ok: true };
  const [exists] = await db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.id, txid), eq(sandboxCharges.kind, 'cobr')));
  return { ok: false, reason: exists ? 'not_pending' : 'not_found' };
}

/** What the sandbox page lists: recurrences waiting for the bank and recurring charges to debit. */
export async function sandboxBankQueue(db: Db) {
  const recurrences = await db
    .select({
      id: sandboxRecurrences.id,
      description: sandboxRecurrences.description,
      payerName: sandboxRecurrences.payerName,
      limitCentavos: sandboxRecurrences.limitCentavos,
      payerAccount: sandboxRecurrences.payerAccount,
      amountCentavos: sandboxCharges.amountCentavos,
    })
    .from(sandboxRecurrences)
    .leftJoin(sandboxCharges, eq(sandboxCharges.id, sandboxRecurrences.firstChargeId))
    .where(eq(sandboxRecurrences.status, 'CRIADA'))
    .orderBy(sandboxRecurrences.createdAt);
  const charges = await db
    .select({
      txid: sandboxCharges.id,
      description: sandboxCharges.description,
      amountCentavos: sandboxCharges.amountCentavos,
    })
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.kind, 'cobr'), eq(sandboxCharges.status, 'pending')))
    .orderBy(sandboxCharges.createdAt);
  return {
    recurrences,
    charges: charges.map((charge) => ({ ...charge, description: charge.description ?? '' })),
  };
}
