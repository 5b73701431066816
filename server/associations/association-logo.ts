import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { associations } from '../db/schema';

/** The association's logo as stored, with its type; undefined when the association has none. */
export async function findAssociationLogo(
  db: Db,
  associationId: number,
): Promise<{ mime: string; logo: Uint8Array } | undefined> {
  const [association] = await db
    .select({ mime: associations.logoMime, logo: associations.logo })
    .from(associations)
    .where(eq(associations.id, associationId));
  if (!association?.logo || !association.mime) return undefined;
  return { mime: association.mime, logo: association.logo };
}

/** The public logo address, with a version so that a new logo is not hidden by the day-long cache. */
export const logoUrlOf = (row: { id: number | null; logoMime: string | null; logoUpdatedAt: Date | null }) =>
  row.logoMime
    ? `/api/auth/logomarcaCliente/${row.id}${row.logoUpdatedAt ? `?v=${row.logoUpdatedAt.getTime()}` : ''}`
    : null;
