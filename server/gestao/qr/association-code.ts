import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, associationCategories, associations } from '../../db/schema';
import { associationJoinLink, signAssociationQr } from '../../associations/association-qr';

export interface AssociationCode {
  associationName: string;
  categoryId: number;
  categoryName: string;
  /** The text inside the code: the association's join link (https), signed. */
  code: string;
}

/**
 * A freshly signed association code of the association for one of the categories it offers, as its
 * join link (a phone's camera opens it; the app's scanner reads it); undefined when it offers no
 * such category (another association's id included).
 */
export async function makeAssociationCode(
  db: Db,
  associationId: number,
  categoryId: number,
  publicUrl: string,
  now = new Date(),
): Promise<AssociationCode | undefined> {
  const [row] = await db
    .select({
      associationName: associations.name,
      secret: associations.qrSecret,
      categoryName: categories.description,
    })
    .from(associationCategories)
    .innerJoin(associations, eq(associations.id, associationCategories.associationId))
    .innerJoin(categories, eq(categories.id, associationCategories.categoryId))
    .where(
      and(
        eq(associationCategories.associationId, associationId),
        eq(associationCategories.categoryId, categoryId),
      ),
    );
  if (!row) return undefined;
  const signed = signAssociationQr(row.secret, {
    emitente: associationId,
    categoria: categoryId,
    emitido: Math.floor(now.getTime() / 1000),
  });
  return {
    associationName: row.associationName,
    categoryId,
    categoryName: row.categoryName,
    code: associationJoinLink(publicUrl, signed),
  };
}
