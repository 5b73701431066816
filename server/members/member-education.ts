import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Formacao, SalvarFormacaoBody } from '../../domain/contract/profile';
import { PROFILE_MSG } from '../../domain/profile-messages';
import type { Db } from '../db/client';
import { education } from '../db/schema';

type SaveEducationInput = z.output<typeof SalvarFormacaoBody>;
export type SaveEducationResult = { ok: boolean; message: string };

const EMPTY: Formacao = {
  INSTITUICAO: null,
  CURSO: null,
  ANO_FORMACAO: null,
  RESIDENCIA: null,
  INSTITUICAO_RESIDENCIA: null,
  ANO_CONCLUSAO_RESIDENCIA: null,
  POS_GRADUACAO: null,
};

export async function loadEducation(db: Db, memberId: number): Promise<Formacao> {
  const [row] = await db.select().from(education).where(eq(education.memberId, memberId));
  if (!row) return EMPTY;
  return {
    INSTITUICAO: row.institution,
    CURSO: row.course,
    ANO_FORMACAO: row.graduationYear,
    RESIDENCIA: row.residency,
    INSTITUICAO_RESIDENCIA: row.residencyInstitution,
    ANO_CONCLUSAO_RESIDENCIA: row.residencyEndYear,
    POS_GRADUACAO: row.postgraduate,
  };
}

/** A year from 1940 up to 10 years ahead (a residency still under way), or null when blank. */
function parseYear(value: number | string | null | undefined, now: Date): number | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  const year = typeof value === 'number' ? value : /^\d{4}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(year) && year >= 1940 && year <= now.getFullYear() + 10 ? year : undefined;
}

/** Replaces the member's education record with what was sent. */
export async function saveEducation(
  db: Db,
  memberId: number,
  body: SaveEducationInput,
  now = new Date(),
): Promise<SaveEducationResult> {
  const graduationYear = parseYear(body.ANO_FORMACAO, now);
  if (graduationYear === undefined) return { ok: false, message: PROFILE_MSG.yearInvalid('formação') };
  const residencyEndYear = parseYear(body.ANO_CONCLUSAO_RESIDENCIA, now);
  if (residencyEndYear === undefined) {
    return { ok: false, message: PROFILE_MSG.yearInvalid('conclusão da residência') };
  }
  const values = {
    institution: body.INSTITUICAO || null,
    course: body.CURSO || null,
    graduationYear,
    residency: body.RESIDENCIA || null,
    residencyInstitution: body.INSTITUICAO_RESIDENCIA || null,
    residencyEndYear,
    postgraduate: body.POS_GRADUACAO || null,
  };
  await db
    .insert(education)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: education.memberId, set: values });
  return { ok: true, message: PROFILE_MSG.educationSaved };
}
