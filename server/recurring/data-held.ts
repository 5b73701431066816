import { and, eq, inArray } from 'drizzle-orm';
import { memberRows, type Erasure, type PersonalDataSource } from '../db/personal-data-source';
import { recurringAuthorizations } from '../db/schema';
import { recurringCancellations } from '../db/schema-recurring';

/**
 * A live Pix Automático authorization ends: nothing is charged to the erased account again. The
 * PSP is told after the commit (./cancel-at-psp.ts), from the rows queued here in the same
 * transaction, so a PSP that fails never undoes the erasure and is asked again until it cancels.
 */
export const endAuthorizations: Erasure = {
  keeps: 'Autorizações já encerradas e as cobranças que pagaram (prova dos pagamentos).',
  async erase(tx, memberId, { now }) {
    const ended = await tx
      .update(recurringAuthorizations)
      .set({ status: 'cancelled', endedReason: 'erasure', updatedAt: now })
      .where(
        and(
          eq(recurringAuthorizations.memberId, memberId),
          inArray(recurringAuthorizations.status, ['pending', 'active']),
        ),
      )
      .returning({ id: recurringAuthorizations.id, gatewayId: recurringAuthorizations.gatewayId });
    const atPsp = ended.filter((a) => a.gatewayId !== null);
    if (atPsp.length === 0) return;
    await tx
      .insert(recurringCancellations)
      .values(atPsp.map((a) => ({ authorizationId: a.id, requestedAt: now, nextAttemptAt: now })))
      .onConflictDoNothing();
  },
};

/** Pix Automático: the member's authorizations, as they were given. */
export const RECURRING_DATA: PersonalDataSource[] = [
  memberRows('debitoAutomatico', recurringAuthorizations, endAuthorizations),
];
