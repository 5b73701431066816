import { sql } from 'drizzle-orm';
import type { AssociationIdentity } from '../../../domain/association-form';
import type { Db } from '../../db/client';
import { associations, staff } from '../../db/schema';

/** Whether an association already has this CNPJ (normalized) or a staff account this e-mail. */
export async function identityTaken(db: Db, cnpj: string, email: string) {
  const [row] = await db
    .select({
      cnpj: sql<boolean>`exists (select 1 from ${associations} where ${associations.cnpj} = ${cnpj})`,
      email: sql<boolean>`exists (select 1 from ${staff} where ${staff.email} = ${email})`,
    })
    .from(sql`(select 1) as one`);
  return { cnpj: row?.cnpj === true, email: row?.email === true };
}

/**
 * A new association with what it needs to work: its id from the database's sequence, and the
 * columns' defaults (QR secret, late-payment fine and interest, CRM as its class council). No
 * categories: its gestor creates them.
 */
export async function insertAssociation(tx: Db, identity: AssociationIdentity): Promise<number> {
  const [row] = await tx
    .insert(associations)
    .values({
      name: identity.displayName,
      legalName: identity.legalName,
      cnpj: identity.cnpj,
      city: identity.city,
      uf: identity.uf,
    })
    .returning({ id: associations.id });
  return row!.id;
}

/** The association's first gestor: with the password of the sign-up, or none (an invitation sets it). */
export async function insertGestor(
  tx: Db,
  associationId: number,
  person: { name: string; email: string; passwordHash: string | null },
): Promise<number> {
  const [row] = await tx
    .insert(staff)
    .values({ associationId, role: 'gestor', ...person })
    .returning({ id: staff.id });
  return row!.id;
}
