import type { Db } from '../db/client';
import { findIssuerLogo } from './issuer-logo';
import { readAssociationBrand } from './public-brand';
import type { IssuerBrand } from '../messaging/email-brand';

/** The association's brand with its logo's bytes; undefined when there is no such association. */
export async function findIssuerBrand(db: Db, issuerId: number): Promise<IssuerBrand | undefined> {
  const brand = await readAssociationBrand(db, issuerId);
  if (!brand) return undefined;
  const logo = brand.logoUrl ? await findIssuerLogo(db, issuerId) : undefined;
  return { displayName: brand.displayName, primaryColor: brand.primaryColor, logo };
}
