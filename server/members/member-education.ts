import { eq } from 'drizzle-orm';
import type { Education } from '../../domain/education';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { PROFILE_MSG } from '../../domain/profile-messages';
import type { Db } from '../db/client';
import { education } from '../db/schema';

/** The whole record to store: a field absent, null or blank is stored empty; a year may be typed text. */
export type EducationChange = {
  [K in keyof Education]?:
    (K extends 'graduationYear' | 'residencyEndYear' ? number | string : string) | null;
};

const EMPTY: Education = {
  institution: null,
  course: null,
  graduationYear: null,
  residency: null,
  residencyInstitution: null,
  residencyEndYear: null,
  postgraduate: null,
};

export async function loadEducation(db: Db, memberId: number): Promise<Education> {
  const [row] = await db.select().from(education).where(eq(education.memberId, memberId));
  if (!row) return EMPTY;
  return {
    institution: row.institution,
    course: row.course,
    graduationYear: row.graduationYear,
    residency: row.residency,
    residencyInstitution: row.residencyInstitution,
    residencyEndYear: row.residencyEndYear,
    postgraduate: row.postgraduate,
  };
}

/** A year from 1940 up to 10 years ahead (a residency still under way), or null when blank. */
function parseYear(value: number | string | null | undefined, now: Date): number | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  const year = typeof value === 'number' ? value : /^\d{4}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(year) && year >= 1940 && year <= now.getFullYear() + 10 ? year : undefined;
}

/** Replaces the member's education record with what was sent; the value is the message to show. */
export async function saveEducation(
  db: Db,
  memberId: number,
  change: EducationChange,
  now = new Date(),
): Promise<Outcome<string>> {
  const graduationYear = parseYear(change.graduationYear, now);
  if (graduationYear === undefined) return failed(PROFILE_MSG.yearInvalid('formação'));
  const residencyEndYear = parseYear(change.residencyEndYear, now);
  if (residencyEndYear === undefined) {
    return failed(PROFILE_MSG.yearInvalid('conclusão da residência'));
  }
  const values = {
    institution: change.institution || null,
    course: change.course || null,
    graduationYear,
    residency: change.residency || null,
    residencyInstitution: change.residencyInstitution || null,
    residencyEndYear,
    postgraduate: change.postgraduate || null,
  };
  await db
    .insert(education)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: education.memberId, set: values });
  return succeeded(PROFILE_MSG.educationSaved);
}
