import { eq } from 'drizzle-orm';
import type { AssociationData } from '../../../domain/contract/gestao-association';
import type { Db } from '../../db/client';
import { associations } from '../../db/schema';
import { logoUrlOf } from '../../associations/association-logo';

export const dataColumns = {
  id: associations.id,
  cnpj: associations.cnpj,
  legalName: associations.legalName,
  displayName: associations.name,
  city: associations.city,
  uf: associations.uf,
  contactEmail: associations.contactEmail,
  contactPhone: associations.contactPhone,
  primaryColor: associations.primaryColor,
  logoMime: associations.logoMime,
  logoUpdatedAt: associations.logoUpdatedAt,
  pointsGoal: associations.pointsGoal,
  pointsYears: associations.pointsYears,
  pointsMaxPerYear: associations.pointsMaxPerYear,
};

type DataRow = { [K in keyof typeof dataColumns]: (typeof dataColumns)[K]['_']['data'] | null };

export const toAssociationData = (row: DataRow): AssociationData => ({
  id: row.id!,
  cnpj: row.cnpj,
  legalName: row.legalName ?? row.displayName ?? '',
  displayName: row.displayName ?? '',
  city: row.city ?? '',
  uf: row.uf,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  primaryColor: row.primaryColor,
  logoUrl: logoUrlOf(row),
  pointsGoal: row.pointsGoal,
  pointsYears: row.pointsYears,
  pointsMaxPerYear: row.pointsMaxPerYear,
});

/** The caller's own association (the id comes from the staff session, never from the request). */
export async function readAssociation(db: Db, associationId: number): Promise<AssociationData> {
  const [row] = await db.select(dataColumns).from(associations).where(eq(associations.id, associationId));
  return toAssociationData(row!);
}
