import { eq } from 'drizzle-orm';
import type { AssociationData } from '../../../domain/contract/gestao-association';
import type { Db } from '../../db/client';
import { issuers } from '../../db/schema';
import { logoUrlOf } from '../../issuers/issuer-logo';

export const dataColumns = {
  id: issuers.id,
  cnpj: issuers.cnpj,
  legalName: issuers.legalName,
  displayName: issuers.name,
  city: issuers.city,
  uf: issuers.uf,
  contactEmail: issuers.contactEmail,
  contactPhone: issuers.contactPhone,
  primaryColor: issuers.primaryColor,
  logoMime: issuers.logoMime,
  logoUpdatedAt: issuers.logoUpdatedAt,
  pointsGoal: issuers.pointsGoal,
  pointsYears: issuers.pointsYears,
  pointsMaxPerYear: issuers.pointsMaxPerYear,
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
export async function readAssociation(db: Db, issuerId: number): Promise<AssociationData> {
  const [row] = await db.select(dataColumns).from(issuers).where(eq(issuers.id, issuerId));
  return toAssociationData(row!);
}
