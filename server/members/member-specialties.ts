import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { EmitenteEspecialidade, SalvarEspecialidadeBody } from '../../domain/contract/profile';
import { PROFILE_MSG } from '../../domain/profile-messages';
import { findSpecialty } from '../../domain/specialties';
import type { Db } from '../db/client';
import { specialties } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

type SpecialtyRow = typeof specialties.$inferSelect;
type SaveSpecialtyInput = z.output<typeof SalvarEspecialidadeBody>;

export type SaveSpecialtyResult =
  { ok: true; id: number } | { ok: false; notFound: true } | { ok: false; notFound?: false; message: string };

export const toEmitenteEspecialidade = (s: SpecialtyRow): EmitenteEspecialidade => ({
  ID_EMITENTE_ESPECIALIDADE: s.id,
  ESPECIALIDADE: s.name,
  RQE: s.rqe,
});

export function listSpecialties(db: Db, memberId: number): Promise<SpecialtyRow[]> {
  return db
    .select()
    .from(specialties)
    .where(eq(specialties.memberId, memberId))
    .orderBy(asc(specialties.name), asc(specialties.id));
}

/** The specialty when it is the member's; anyone else's does not exist for them. */
export async function findMemberSpecialty(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(specialties)
    .where(and(eq(specialties.id, id), eq(specialties.memberId, memberId)));
  return row;
}

/** Creates or updates one of the member's specialties: a catalogue entry, once, with an optional RQE. */
export async function saveSpecialty(
  db: Db,
  memberId: number,
  body: SaveSpecialtyInput,
): Promise<SaveSpecialtyResult> {
  const id = body.ID_EMITENTE_ESPECIALIDADE ?? null;
  if (id !== null && !(await findMemberSpecialty(db, memberId, id))) return { ok: false, notFound: true };
  const entry = findSpecialty(body.ESPECIALIDADE);
  if (!entry) return { ok: false, message: PROFILE_MSG.specialtyUnknown };
  const rqe = body.RQE === null || body.RQE === undefined ? '' : String(body.RQE).trim();
  if (rqe && !/^\d{1,10}$/.test(rqe)) return { ok: false, message: PROFILE_MSG.rqeInvalid };

  const [duplicate] = await db
    .select({ id: specialties.id })
    .from(specialties)
    .where(
      and(
        eq(specialties.memberId, memberId),
        eq(specialties.name, entry.ESPECIALIDADE),
        id === null ? undefined : ne(specialties.id, id),
      ),
    );
  if (duplicate) return { ok: false, message: PROFILE_MSG.specialtyDuplicate };

  const values = { name: entry.ESPECIALIDADE, rqe: rqe || null };
  try {
    if (id !== null) {
      await db
        .update(specialties)
        .set(values)
        .where(and(eq(specialties.id, id), eq(specialties.memberId, memberId)));
      return { ok: true, id };
    }
    const [created] = await db
      .insert(specialties)
      .values({ ...values, memberId })
      .returning({ id: specialties.id });
    return { ok: true, id: created!.id };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, message: PROFILE_MSG.specialtyDuplicate };
    throw error;
  }
}

export async function deleteSpecialty(db: Db, memberId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(specialties)
    .where(and(eq(specialties.id, id), eq(specialties.memberId, memberId)))
    .returning({ id: specialties.id });
  return deleted.length > 0;
}
