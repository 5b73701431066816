import { eq } from 'drizzle-orm';
import type { DadosPessoais, SalvarDadosPessoaisBody } from '../../domain/contract/profile';
import { MSG, REGISTRATION_FIELD_LABEL, requiredField } from '../../domain/messages';
import { PROFILE_MSG } from '../../domain/profile-messages';
import { REG_MSG } from '../../domain/registration-messages';
import { parseBirthDate } from '../../domain/registration-rules';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { decodeProfilePhoto } from './profile-photo';
import { photoDataUrl } from './session-user';

type MemberRow = typeof members.$inferSelect;
type DataField = 'name' | 'presentationName' | 'birthDate' | 'sex' | SocialField;
type SocialField = 'facebook' | 'instagram' | 'x' | 'linkedin' | 'lattes';

const SOCIAL: readonly SocialField[] = ['facebook', 'instagram', 'x', 'linkedin', 'lattes'];
const SEXES = ['', 'F', 'M'];

export type SaveResult = { ok: boolean; message: string };

export async function loadPersonalData(db: Db, memberId: number): Promise<DadosPessoais | undefined> {
  const [m] = await db.select().from(members).where(eq(members.id, memberId));
  if (!m) return undefined;
  return {
    nome: m.name,
    nomeApresentacao: m.presentationName,
    dataNascimento: m.birthDate,
    sexo: m.sex,
    facebook: m.facebook,
    instagram: m.instagram,
    x: m.x,
    linkedin: m.linkedin,
    lattes: m.lattes,
    foto: photoDataUrl(m.photoMime, m.photo),
    email: m.email,
    celular: m.mobile,
    cpf: m.cpf,
  };
}

type Checked =
  | {
      ok: true;
      data: Partial<Pick<MemberRow, DataField>>;
      photo?: { mime: string; content: Buffer } | null;
    }
  | { ok: false; message: string };

/** The fields sent, checked and normalised; absent ones stay out. */
function checkPersonalData(body: SalvarDadosPessoaisBody, today: Date): Checked {
  const data: Partial<Pick<MemberRow, DataField>> = {};
  if (body.nome !== undefined) {
    if (!body.nome) return { ok: false, message: requiredField(REGISTRATION_FIELD_LABEL.nome) };
    data.name = body.nome;
  }
  if (body.nomeApresentacao !== undefined) data.presentationName = body.nomeApresentacao || null;
  if (body.dataNascimento !== undefined) {
    if (!body.dataNascimento) {
      return { ok: false, message: requiredField(REGISTRATION_FIELD_LABEL.dataNascimento) };
    }
    const birthDate = parseBirthDate(body.dataNascimento, today);
    if (!birthDate) return { ok: false, message: REG_MSG.birthDateInvalid };
    data.birthDate = birthDate;
  }
  if (body.sexo !== undefined) {
    const sex = (body.sexo ?? '').toUpperCase();
    if (!SEXES.includes(sex)) return { ok: false, message: PROFILE_MSG.sexInvalid };
    data.sex = sex || null;
  }
  for (const field of SOCIAL) if (body[field] !== undefined) data[field] = body[field] || null;

  if (body.foto === undefined) return { ok: true, data };
  if (!body.foto) return { ok: true, data, photo: null };
  const photo = decodeProfilePhoto(body.foto);
  if (!photo.ok) return photo;
  return { ok: true, data, photo: { mime: photo.mime, content: photo.content } };
}

const samePhoto = (m: MemberRow, photo: { mime: string; content: Buffer } | null) =>
  photo === null
    ? m.photo === null
    : m.photo !== null && m.photoMime === photo.mime && Buffer.from(m.photo).equals(photo.content);

/**
 * Saves what changed. The message says what it was: the spec's "profile image updated" when the
 * photo alone changed, the personal-data one when any other field did.
 */
export async function savePersonalData(
  db: Db,
  memberId: number,
  body: SalvarDadosPessoaisBody,
  today = new Date(),
): Promise<SaveResult> {
  const checked = checkPersonalData(body, today);
  if (!checked.ok) return checked;
  const [current] = await db.select().from(members).where(eq(members.id, memberId));
  if (!current) return { ok: false, message: MSG.unknownError };

  const changed = Object.fromEntries(
    Object.entries(checked.data).filter(([key, value]) => current[key as DataField] !== value),
  );
  const dataChanged = Object.keys(changed).length > 0;
  const photoChanged = checked.photo !== undefined && !samePhoto(current, checked.photo);
  if (!dataChanged && !photoChanged) return { ok: true, message: PROFILE_MSG.nothingChanged };

  const photo = photoChanged
    ? { photo: checked.photo?.content ?? null, photoMime: checked.photo?.mime ?? null }
    : {};
  await db
    .update(members)
    .set({ ...changed, ...photo })
    .where(eq(members.id, memberId));
  if (dataChanged) return { ok: true, message: PROFILE_MSG.personalDataSaved };
  return { ok: true, message: checked.photo ? MSG.profileImageUpdated : PROFILE_MSG.profileImageRemoved };
}
