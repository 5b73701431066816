import type { Db } from '../db/client';
import { findAssociationLogo } from './association-logo';
import { readAssociationBrand } from './public-brand';
import type { AssociationBrand } from '../messaging/email-brand';

/** The association's brand with its logo's bytes; undefined when there is no such association. */
export async function findAssociationBrand(
  db: Db,
  associationId: number,
): Promise<AssociationBrand | undefined> {
  const brand = await readAssociationBrand(db, associationId);
  if (!brand) return undefined;
  const logo = brand.logoUrl ? await findAssociationLogo(db, associationId) : undefined;
  return { displayName: brand.displayName, primaryColor: brand.primaryColor, logo };
}
