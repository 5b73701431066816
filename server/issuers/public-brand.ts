import { eq } from 'drizzle-orm';
import type { AssociationBrand } from '../../domain/contract/association-brand';
import type { Db } from '../db/client';
import { issuers } from '../db/schema';
import { logoUrlOf } from './issuer-logo';

/**
 * What any screen of the association may show of it: its name, its colour and its logo's public
 * address (null without one). Undefined when there is no such association.
 */
export async function readAssociationBrand(db: Db, issuerId: number): Promise<AssociationBrand | undefined> {
  const [row] = await db
    .select({
      id: issuers.id,
      displayName: issuers.name,
      primaryColor: issuers.primaryColor,
      logoMime: issuers.logoMime,
      logoUpdatedAt: issuers.logoUpdatedAt,
    })
    .from(issuers)
    .where(eq(issuers.id, issuerId));
  if (!row) return undefined;
  return { displayName: row.displayName, primaryColor: row.primaryColor, logoUrl: logoUrlOf(row) };
}
