import { eq } from 'drizzle-orm';
import type { AssociationBrand } from '../../domain/contract/association-brand';
import type { Db } from '../db/client';
import { associations } from '../db/schema';
import { logoUrlOf } from './association-logo';

/**
 * What any screen of the association may show of it: its name, its colour and its logo's public
 * address (null without one). Undefined when there is no such association.
 */
export async function readAssociationBrand(
  db: Db,
  associationId: number,
): Promise<AssociationBrand | undefined> {
  const [row] = await db
    .select({
      id: associations.id,
      displayName: associations.name,
      primaryColor: associations.primaryColor,
      logoMime: associations.logoMime,
      logoUpdatedAt: associations.logoUpdatedAt,
    })
    .from(associations)
    .where(eq(associations.id, associationId));
  if (!row) return undefined;
  return { displayName: row.displayName, primaryColor: row.primaryColor, logoUrl: logoUrlOf(row) };
}
