import { CATEGORY } from './constants';
import { isValidCpf } from './cpf';
import { isWireDate, toWireDate } from './dates';
import { onlyDigits } from './digits';
import { COMMON_MSG, REGISTRATION_FIELD_LABEL as LABEL, requiredField } from './messages';
import { isStrongPassword } from './password';
import { REG_MSG, RESIDENCY_MSG } from './registration-messages';
import { EMAIL_RE } from './email';

type Text = string | null | undefined;

/** The registrant form fields that §5 checks, in the app's names (domain/registration-draft). */
export interface RegistrationForm {
  name?: Text;
  cpf?: Text;
  birthDate?: Text;
  email?: Text;
  mobile?: Text;
  cep?: Text;
  street?: Text;
  number?: Text;
  district?: Text;
  city?: Text;
  state?: Text;
  password?: Text;
  passwordRepeat?: Text;
  termsAccepted?: boolean | null | undefined;
  captcha?: Text;
}

const blank = (v: Text): v is '' | null | undefined => !v || v.trim() === '';
const BR_DATE_RE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** "20/01/1990" or "1990-01-20" → "1990-01-20"; null for anything that is not a day of the calendar. */
export function parseDay(input: string): string | null {
  const value = input.trim();
  const br = BR_DATE_RE.exec(value);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : value;
  return isWireDate(iso) ? iso : null;
}

/** A day as parseDay reads it; null for a future day or one before 1900. */
export function parseBirthDate(input: string, today: Date = new Date()): string | null {
  const iso = parseDay(input);
  if (!iso || iso < '1900-01-01' || iso > today.toISOString().slice(0, 10)) return null;
  return iso;
}

export const isEmail = (value: string) => value.length <= 254 && EMAIL_RE.test(value.trim());
export const isMobile = (value: string) => /^\d{10,11}$/.test(onlyDigits(value));
export const isCep = (value: string) => /^\d{8}$/.test(onlyDigits(value)) && /^[\d\s.-]+$/.test(value);

/** The §5-checked fields, normalized: digits for CPF, mobile and CEP, ISO date, lower-case e-mail. */
export interface CheckedRegistrationForm {
  name: string;
  cpf: string;
  /** ISO date (YYYY-MM-DD). */
  birthDate: string;
  email: string;
  mobile: string;
  cep: string;
  street: string;
  number: string;
  district: string;
  city: string;
  state: string;
  password: string;
  captcha: string;
}

export type RegistrationCheck = { ok: true; form: CheckedRegistrationForm } | { ok: false; message: string };

const refuse = (message: string): RegistrationCheck => ({ ok: false, message });

/**
 * The spec's §5 registration checks, in its order; the first failure is the message shown.
 * Captcha here means "a token was given"; the server then verifies it. Documents come after.
 */
export function checkRegistrationForm(f: RegistrationForm, today: Date = new Date()): RegistrationCheck {
  if (blank(f.name)) return refuse(requiredField(LABEL.name));
  if (blank(f.cpf)) return refuse(COMMON_MSG.cpfEmpty);
  if (!isValidCpf(f.cpf)) return refuse(COMMON_MSG.cpfInvalid);
  if (blank(f.birthDate)) return refuse(requiredField(LABEL.birthDate));
  const birthDate = parseBirthDate(f.birthDate, today);
  if (!birthDate) return refuse(REG_MSG.birthDateInvalid);
  if (blank(f.email)) return refuse(requiredField(LABEL.email));
  if (!isEmail(f.email)) return refuse(REG_MSG.emailInvalid);
  if (blank(f.mobile)) return refuse(requiredField(LABEL.mobile));
  if (!isMobile(f.mobile)) return refuse(REG_MSG.mobileInvalid);
  if (blank(f.cep)) return refuse(requiredField(LABEL.cep));
  if (!isCep(f.cep)) return refuse(REG_MSG.cepInvalid);
  if (blank(f.street)) return refuse(requiredField(LABEL.street));
  if (blank(f.number)) return refuse(requiredField(LABEL.number));
  if (blank(f.district)) return refuse(requiredField(LABEL.district));
  if (blank(f.city)) return refuse(requiredField(LABEL.city));
  // The state picker starts at "0", which means nothing was chosen.
  if (blank(f.state) || f.state.trim() === '0') return refuse(requiredField(LABEL.state));
  if (!/^[A-Za-z]{2}$/.test(f.state.trim())) return refuse(REG_MSG.stateInvalid);
  if (!isStrongPassword(f.password ?? '')) return refuse(COMMON_MSG.passwordWeak);
  if (f.password !== f.passwordRepeat) return refuse(COMMON_MSG.passwordMismatch);
  if (f.termsAccepted !== true) return refuse(REG_MSG.termsRequired);
  if (blank(f.captcha)) return refuse(COMMON_MSG.captchaRequired);
  return {
    ok: true,
    form: {
      name: f.name.trim(),
      cpf: onlyDigits(f.cpf),
      birthDate,
      email: f.email.trim().toLowerCase(),
      mobile: onlyDigits(f.mobile),
      cep: onlyDigits(f.cep),
      street: f.street.trim(),
      number: f.number.trim(),
      district: f.district.trim(),
      city: f.city.trim(),
      state: f.state.trim().toUpperCase(),
      password: f.password ?? '',
      captcha: f.captcha.trim(),
    },
  };
}

/** In association mode a member without an ophthalmology RQE must send at least one document. */
export function documentsMissing(associationMode: boolean, hasOphthalmologyRqe: boolean, fileCount: number) {
  return associationMode && !hasOphthalmologyRqe && fileCount === 0;
}

export interface ResidencyProofInput {
  categoryId: number | null | undefined;
  /** DD/MM/AAAA (as typed) or YYYY-MM-DD. */
  start: Text;
  end: Text;
  /** Whether the proof file was attached. */
  hasProof: boolean;
}

/** The period of a Residente ou Fellow, ISO days; null for the other categories. */
export type ResidencyCheck =
  { ok: true; period: { start: string; end: string } | null } | { ok: false; message: string };

const OLDEST_RESIDENCY_DAY = '1940-01-01';

/** Residente ou Fellow is the category that needs the proof. */
export const needsResidencyProof = (categoryId: number | null | undefined) =>
  categoryId === CATEGORY.RESIDENTE_FELLOW;

/**
 * Residente ou Fellow only: both dates, the end after the start and not past (someone whose
 * residency is over is no longer a resident), and the proof. Other categories pass untouched.
 */
export function checkResidencyProof(r: ResidencyProofInput, today: Date = new Date()): ResidencyCheck {
  if (!needsResidencyProof(r.categoryId)) return { ok: true, period: null };
  if (blank(r.start)) return { ok: false, message: RESIDENCY_MSG.startRequired };
  const start = parseDay(r.start);
  if (!start || start < OLDEST_RESIDENCY_DAY) return { ok: false, message: RESIDENCY_MSG.startInvalid };
  if (blank(r.end)) return { ok: false, message: RESIDENCY_MSG.endRequired };
  const end = parseDay(r.end);
  if (!end || end < OLDEST_RESIDENCY_DAY) return { ok: false, message: RESIDENCY_MSG.endInvalid };
  if (end <= start) return { ok: false, message: RESIDENCY_MSG.endNotAfterStart };
  if (end < toWireDate(today)) return { ok: false, message: RESIDENCY_MSG.alreadyEnded };
  if (!r.hasProof) return { ok: false, message: RESIDENCY_MSG.proofRequired };
  return { ok: true, period: { start, end } };
}
