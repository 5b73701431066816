import type { Db } from '../db/client';
import { findIssuerLogo } from './issuer-logo';
import { readAssociationBrand } from './public-brand';

export interface StoredLogo {
  mime: string;
  logo: Uint8Array;
}

/** How an association signs what it sends: its name, its colour and, when it has one, its logo. */
export interface IssuerBrand {
  displayName: string;
  primaryColor: string | null;
  logo: StoredLogo | undefined;
}

/** The association's brand with its logo's bytes; undefined when there is no such association. */
export async function findIssuerBrand(db: Db, issuerId: number): Promise<IssuerBrand | undefined> {
  const brand = await readAssociationBrand(db, issuerId);
  if (!brand) return undefined;
  const logo = brand.logoUrl ? await findIssuerLogo(db, issuerId) : undefined;
  return { displayName: brand.displayName, primaryColor: brand.primaryColor, logo };
}
