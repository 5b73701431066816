import { eq } from 'drizzle-orm';
import type { AssociationData } from '../../../domain/contract/gestao-association';
import { succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { associations } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { dataColumns, toAssociationData } from './association-data';
import { readLogo } from './logo-file';

/** "Logo" on Dados da associação (gestor): the file judged by its bytes, stored, audited. */
export async function uploadLogo(
  db: Db,
  who: StaffSession,
  bytes: Uint8Array,
  now = new Date(),
): Promise<Outcome<AssociationData>> {
  const logo = await readLogo(bytes);
  if (!logo.ok) return logo;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ logoMime: associations.logoMime })
      .from(associations)
      .where(eq(associations.id, who.associationId))
      .for('update');
    const [updated] = await tx
      .update(associations)
      .set({ logo: logo.value.bytes, logoMime: logo.value.mime, logoUpdatedAt: now })
      .where(eq(associations.id, who.associationId))
      .returning(dataColumns);
    await recordAudit(tx, who, {
      action: 'issuer.logo_changed',
      entity: 'issuer',
      entityId: who.associationId,
      before: { logo: before?.logoMime ?? null },
      after: { logo: logo.value.mime, bytes: logo.value.bytes.length },
    });
    return succeeded(toAssociationData(updated!));
  });
}
