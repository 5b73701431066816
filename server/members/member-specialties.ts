import { and, asc, eq, ne } from 'drizzle-orm';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { PROFILE_MSG } from '../../domain/profile-messages';
import { findSpecialty } from '../../domain/specialties';
import type { Db } from '../db/client';
import { specialties } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { ERRORS } from '../error-messages';

type SpecialtyRow = typeof specialties.$inferSelect;

/** One of the member's specialties: a catalogue entry's name, with its RQE if any. */
export interface Specialty {
  id: number;
  name: string;
  rqe: string | null;
}

/** A new specialty (id null) or the new values of one of the member's; the RQE as typed. */
export interface SpecialtyChange {
  id?: number | null;
  name: string;
  rqe?: string | number | null;
}

const specialtyOf = (s: SpecialtyRow): Specialty => ({ id: s.id, name: s.name, rqe: s.rqe });

export async function listSpecialties(db: Db, memberId: number): Promise<Specialty[]> {
  const rows = await db
    .select()
    .from(specialties)
    .where(eq(specialties.memberId, memberId))
    .orderBy(asc(specialties.name), asc(specialties.id));
  return rows.map(specialtyOf);
}

/** The specialty when it is the member's; anyone else's does not exist for them. */
export async function findMemberSpecialty(
  db: Db,
  memberId: number,
  id: number,
): Promise<Specialty | undefined> {
  const [row] = await db
    .select()
    .from(specialties)
    .where(and(eq(specialties.id, id), eq(specialties.memberId, memberId)));
  return row && specialtyOf(row);
}

/**
 * Creates or updates one of the member's specialties: a catalogue entry, once, with an optional
 * RQE; the value is its id. Another member's specialty is not found (404).
 */
export async function saveSpecialty(
  db: Db,
  memberId: number,
  change: SpecialtyChange,
): Promise<Outcome<number>> {
  const id = change.id ?? null;
  if (id !== null && !(await findMemberSpecialty(db, memberId, id))) return failed(ERRORS.notFound, 404);
  const entry = findSpecialty(change.name);
  if (!entry) return failed(PROFILE_MSG.specialtyUnknown);
  const rqe = change.rqe === null || change.rqe === undefined ? '' : String(change.rqe).trim();
  if (rqe && !/^\d{1,10}$/.test(rqe)) return failed(PROFILE_MSG.rqeInvalid);

  const [duplicate] = await db
    .select({ id: specialties.id })
    .from(specialties)
    .where(
      and(
        eq(specialties.memberId, memberId),
        eq(specialties.name, entry.name),
        id === null ? undefined : ne(specialties.id, id),
      ),
    );
  if (duplicate) return failed(PROFILE_MSG.specialtyDuplicate);

  const values = { name: entry.name, rqe: rqe || null };
  try {
    if (id !== null) {
      await db
        .update(specialties)
        .set(values)
        .where(and(eq(specialties.id, id), eq(specialties.memberId, memberId)));
      return succeeded(id);
    }
    const [created] = await db
      .insert(specialties)
      .values({ ...values, memberId })
      .returning({ id: specialties.id });
    return succeeded(created!.id);
  } catch (error) {
    if (isUniqueViolation(error)) return failed(PROFILE_MSG.specialtyDuplicate);
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
