import { and, eq } from 'drizzle-orm';
import type { ReceivingGateway } from '../../../domain/contract/gestao-receiving';
import type { Db } from '../../db/client';
import { issuerReceiving } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';

/** Records how the association receives from now on, audited in the caller's transaction. */
export async function recordReceivingChoice(tx: Db, who: StaffSession, gateway: ReceivingGateway) {
  const [before] = await tx
    .select({ gateway: issuerReceiving.gateway })
    .from(issuerReceiving)
    .where(eq(issuerReceiving.issuerId, who.issuerId));
  if (before?.gateway === gateway) return;
  await tx
    .insert(issuerReceiving)
    .values({ issuerId: who.issuerId, gateway, updatedBy: who.id })
    .onConflictDoUpdate({
      target: issuerReceiving.issuerId,
      set: { gateway, updatedBy: who.id, updatedAt: new Date() },
    });
  await recordAudit(tx, who, {
    action: 'receiving.chosen',
    entity: 'receiving',
    entityId: who.issuerId,
    before: before ? { gateway: before.gateway } : null,
    after: { gateway },
  });
}

/** A choice whose settings were removed is forgotten: the association goes back to the install's gateway. */
export async function forgetReceivingChoice(tx: Db, who: StaffSession, gateway: ReceivingGateway) {
  const [removed] = await tx
    .delete(issuerReceiving)
    .where(and(eq(issuerReceiving.issuerId, who.issuerId), eq(issuerReceiving.gateway, gateway)))
    .returning({ gateway: issuerReceiving.gateway });
  if (!removed) return;
  await recordAudit(tx, who, {
    action: 'receiving.chosen',
    entity: 'receiving',
    entityId: who.issuerId,
    before: { gateway },
    after: null,
  });
}
