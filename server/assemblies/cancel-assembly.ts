import { eq } from 'drizzle-orm';
import { ASSEMBLY_MSG } from '../../domain/assembly-messages';
import type { AssemblyDetail } from '../../domain/contract/gestao-assemblies';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import type { Db } from '../db/client';
import { assemblies } from '../db/schema-assemblies';
import { recordAudit } from '../gestao/audit/record-audit';
import type { StaffSession } from '../gestao/staff-accounts';
import { assemblyDetail } from './assembly-detail';
import { findAssembly } from './assembly-rows';
import { notifyEligible } from './notify-eligible';

/** Cancelling, with its reason, before the vote closes; whoever got the notice is told. */
export async function cancelAssembly(
  db: Db,
  who: StaffSession,
  assemblyId: number,
  reason: string,
  now = new Date(),
): Promise<Outcome<AssemblyDetail>> {
  const why = reason.trim();
  if (!why) return failed(ASSEMBLY_MSG.reasonRequired);
  const outcome = await db.transaction(async (tx): Promise<Outcome<undefined>> => {
    if (!(await findAssembly(tx, who.associationId, assemblyId))) return failed(ASSEMBLY_MSG.notFound, 404);
    const [row] = await tx.select().from(assemblies).where(eq(assemblies.id, assemblyId)).for('update');
    if (!row || row.status === 'closed' || row.status === 'cancelled' || row.votingEndsAt <= now) {
      return failed(ASSEMBLY_MSG.cannotCancel, 409);
    }
    await tx
      .update(assemblies)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: why })
      .where(eq(assemblies.id, assemblyId));
    if (row.status === 'published') {
      await notifyEligible(tx, assemblyId, who.associationId, {
        subject: `Assembleia cancelada: ${row.title}`,
        body: `A assembleia "${row.title}" foi cancelada.\n\nMotivo: ${why}`,
        pushBody: `Motivo: ${why}`,
      });
    }
    await recordAudit(tx, who, {
      action: 'assembly.cancelled',
      entity: 'assembly',
      entityId: assemblyId,
      before: { status: row.status },
      after: { status: 'cancelled', reason: why },
    });
    return succeeded(undefined);
  });
  if (!outcome.ok) return outcome;
  return succeeded((await assemblyDetail(db, who.associationId, assemblyId, now))!);
}
