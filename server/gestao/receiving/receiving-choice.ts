import { and, eq } from 'drizzle-orm';
import type { ReceivingGateway } from '../../../domain/contract/gestao-receiving';
import type { Db } from '../../db/client';
import { associationReceiving } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';

/** Records how the association receives from now on, audited in the caller's transaction. */
export async function recordReceivingChoice(tx: Db, who: StaffSession, gateway: ReceivingGateway) {
  const [before] = await tx
    .select({ gateway: associationReceiving.gateway })
    .from(associationReceiving)
    .where(eq(associationReceiving.associationId, who.associationId));
  if (before?.gateway === gateway) return;
  await tx
    .insert(associationReceiving)
    .values({ associationId: who.associationId, gateway, updatedBy: who.id })
    .onConflictDoUpdate({
      target: associationReceiving.associationId,
      set: { gateway, updatedBy: who.id, updatedAt: new Date() },
    });
  await recordAudit(tx, who, {
    action: 'receiving.chosen',
    entity: 'receiving',
    entityId: who.associationId,
    before: before ? { gateway: before.gateway } : null,
    after: { gateway },
  });
}

/** A choice whose settings were removed is forgotten: the association goes back to the install's gateway. */
export async function forgetReceivingChoice(tx: Db, who: StaffSession, gateway: ReceivingGateway) {
  const [removed] = await tx
    .delete(associationReceiving)
    .where(
      and(
        eq(associationReceiving.associationId, who.associationId),
        eq(associationReceiving.gateway, gateway),
      ),
    )
    .returning({ gateway: associationReceiving.gateway });
  if (!removed) return;
  await recordAudit(tx, who, {
    action: 'receiving.chosen',
    entity: 'receiving',
    entityId: who.associationId,
    before: { gateway },
    after: null,
  });
}
