import { eq } from 'drizzle-orm';
import { COMMON_MSG, REGISTRATION_FIELD_LABEL, requiredField } from '../../domain/messages';
import { failed, mapValue, succeeded, type Outcome } from '../../domain/outcome';
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

/** The member's personal data; e-mail, mobile and CPF are read-only here. */
export interface PersonalData extends Record<SocialField, string | null> {
  name: string;
  presentationName: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  /** 'F', 'M' or null. */
  sex: string | null;
  /** A data URL, or null. */
  photo: string | null;
  email: string | null;
  mobile: string | null;
  cpf: string;
}

/**
 * What to change, as typed: an absent field keeps the stored value; photo is a data URL, null
 * removes it; birthDate is YYYY-MM-DD or DD/MM/YYYY.
 */
export type PersonalDataChange = Partial<Record<SocialField, string | null>> & {
  name?: string;
  presentationName?: string | null;
  birthDate?: string | null;
  sex?: string | null;
  photo?: string | null;
};

export async function loadPersonalData(db: Db, memberId: number): Promise<PersonalData | undefined> {
  const [m] = await db.select().from(members).where(eq(members.id, memberId));
  if (!m) return undefined;
  return {
    name: m.name,
    presentationName: m.presentationName,
    birthDate: m.birthDate,
    sex: m.sex,
    facebook: m.facebook,
    instagram: m.instagram,
    x: m.x,
    linkedin: m.linkedin,
    lattes: m.lattes,
    photo: photoDataUrl(m.photoMime, m.photo),
    email: m.email,
    mobile: m.mobile,
    cpf: m.cpf,
  };
}

type Checked = {
  data: Partial<Pick<MemberRow, DataField>>;
  photo?: { mime: string; content: Buffer } | null;
};

/** The fields sent, checked and normalised; absent ones stay out. */
function checkPersonalData(change: PersonalDataChange, today: Date): Outcome<Checked> {
  const data: Partial<Pick<MemberRow, DataField>> = {};
  if (change.name !== undefined) {
    if (!change.name) return failed(requiredField(REGISTRATION_FIELD_LABEL.name));
    data.name = change.name;
  }
  if (change.presentationName !== undefined) data.presentationName = change.presentationName || null;
  if (change.birthDate !== undefined) {
    if (!change.birthDate) {
      return failed(requiredField(REGISTRATION_FIELD_LABEL.birthDate));
    }
    const birthDate = parseBirthDate(change.birthDate, today);
    if (!birthDate) return failed(REG_MSG.birthDateInvalid);
    data.birthDate = birthDate;
  }
  if (change.sex !== undefined) {
    const sex = (change.sex ?? '').toUpperCase();
    if (!SEXES.includes(sex)) return failed(PROFILE_MSG.sexInvalid);
    data.sex = sex || null;
  }
  for (const field of SOCIAL) if (change[field] !== undefined) data[field] = change[field] || null;

  if (change.photo === undefined) return succeeded({ data });
  if (!change.photo) return succeeded({ data, photo: null });
  return mapValue(decodeProfilePhoto(change.photo), (photo) => ({ data, photo }));
}

const samePhoto = (m: MemberRow, photo: { mime: string; content: Buffer } | null) =>
  photo === null
    ? m.photo === null
    : m.photo !== null && m.photoMime === photo.mime && Buffer.from(m.photo).equals(photo.content);

/**
 * Saves what changed. The value is the message to show, which says what it was: the spec's
 * "profile image updated" when the photo alone changed, the personal-data one when any other field
 * did.
 */
export async function savePersonalData(
  db: Db,
  memberId: number,
  change: PersonalDataChange,
  today = new Date(),
): Promise<Outcome<string>> {
  const outcome = checkPersonalData(change, today);
  if (!outcome.ok) return outcome;
  const checked = outcome.value;
  const [current] = await db.select().from(members).where(eq(members.id, memberId));
  if (!current) return failed(COMMON_MSG.unknownError);

  const changed = Object.fromEntries(
    Object.entries(checked.data).filter(([key, value]) => current[key as DataField] !== value),
  );
  const dataChanged = Object.keys(changed).length > 0;
  const photoChanged = checked.photo !== undefined && !samePhoto(current, checked.photo);
  if (!dataChanged && !photoChanged) return succeeded(PROFILE_MSG.nothingChanged);

  const photo = photoChanged
    ? { photo: checked.photo?.content ?? null, photoMime: checked.photo?.mime ?? null }
    : {};
  await db
    .update(members)
    .set({ ...changed, ...photo })
    .where(eq(members.id, memberId));
  if (dataChanged) return succeeded(PROFILE_MSG.personalDataSaved);
  return succeeded(checked.photo ? COMMON_MSG.profileImageUpdated : PROFILE_MSG.profileImageRemoved);
}
