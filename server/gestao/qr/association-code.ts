import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, issuerCategories, issuers } from '../../db/schema';
import { associationJoinLink, signAssociationQr } from '../../issuers/association-qr';

export interface AssociationCode {
  issuerName: string;
  categoryId: number;
  categoryName: string;
  /** The text inside the code: the association's join link (https), signed. */
  code: string;
}

/**
 * A freshly signed association code of the issuer for one of the categories it offers, as its
 * join link (a phone's camera opens it; the app's scanner reads it); undefined when it offers no
 * such category (another issuer's id included).
 */
export async function makeAssociationCode(
  db: Db,
  issuerId: number,
  categoryId: number,
  publicUrl: string,
  now = new Date(),
): Promise<AssociationCode | undefined> {
  const [row] = await db
    .select({ issuerName: issuers.name, secret: issuers.qrSecret, categoryName: categories.description })
    .from(issuerCategories)
    .innerJoin(issuers, eq(issuers.id, issuerCategories.issuerId))
    .innerJoin(categories, eq(categories.id, issuerCategories.categoryId))
    .where(and(eq(issuerCategories.issuerId, issuerId), eq(issuerCategories.categoryId, categoryId)));
  if (!row) return undefined;
  const signed = signAssociationQr(row.secret, {
    emitente: issuerId,
    categoria: categoryId,
    emitido: Math.floor(now.getTime() / 1000),
  });
  return {
    issuerName: row.issuerName,
    categoryId,
    categoryName: row.categoryName,
    code: associationJoinLink(publicUrl, signed),
  };
}
