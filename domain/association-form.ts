import { ASSOCIATION_MSG } from './association-messages';
import { UF_CODES } from './brazil-states';
import { isValidCnpj, normalizeCnpj } from './cnpj';
import { onlyDigits } from './digits';
import { COMMON_MSG } from './messages';
import { failed, succeeded, type Outcome } from './outcome';
import { isStrongPassword } from './password';
import { EMAIL_RE } from './email';

export const isEmail = (value: string) => EMAIL_RE.test(value.trim());

const isUf = (uf: string) => (UF_CODES as readonly string[]).includes(uf);

/** What every association has: its CNPJ, names and city, as the form and the command line give them. */
export interface AssociationIdentity {
  cnpj: string;
  legalName: string;
  displayName: string;
  city: string;
  uf: string;
}

/** The identity trimmed and normalized (CNPJ without punctuation, UF upper case), or the first problem. */
export function checkAssociationIdentity(input: AssociationIdentity): Outcome<AssociationIdentity> {
  if (!isValidCnpj(input.cnpj)) return failed(ASSOCIATION_MSG.cnpjInvalid);
  if (!input.legalName.trim()) return failed(ASSOCIATION_MSG.legalNameEmpty);
  if (!input.displayName.trim()) return failed(ASSOCIATION_MSG.displayNameEmpty);
  if (!input.city.trim()) return failed(ASSOCIATION_MSG.cityEmpty);
  const uf = input.uf.trim().toUpperCase();
  if (!isUf(uf)) return failed(ASSOCIATION_MSG.ufInvalid);
  return succeeded({
    cnpj: normalizeCnpj(input.cnpj),
    legalName: input.legalName.trim(),
    displayName: input.displayName.trim(),
    city: input.city.trim(),
    uf,
  });
}

export interface AssociationSignUpForm extends AssociationIdentity {
  name: string;
  email: string;
  password: string;
}

/** "Cadastrar associação" as both sides judge it, field by field in the form's order. */
export function checkAssociationSignUp(
  form: AssociationSignUpForm & { passwordRepeat?: string },
): Outcome<AssociationSignUpForm> {
  const identity = checkAssociationIdentity(form);
  if (!identity.ok) return identity;
  if (!form.name.trim()) return failed(ASSOCIATION_MSG.personNameEmpty);
  if (!isEmail(form.email)) return failed(ASSOCIATION_MSG.emailInvalid);
  if (!isStrongPassword(form.password)) return failed(COMMON_MSG.passwordWeak);
  if (form.passwordRepeat !== undefined && form.passwordRepeat !== form.password)
    return failed(ASSOCIATION_MSG.passwordsDiffer);
  return succeeded({
    ...identity.value,
    name: form.name.trim(),
    email: form.email.trim().toLowerCase(),
    password: form.password,
  });
}

/** A contact phone with its area code: 10 or 11 digits. */
export const isPhoneWithAreaCode = (value: string) => /^\d{10,11}$/.test(onlyDigits(value));

export interface PointsGoal {
  pointsGoal: number | null;
  pointsYears: number | null;
  pointsMaxPerYear: number | null;
}

const wholeNumber = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null);

/** "Pontos de atualização" as typed: all blank is no goal; the cap a year may be blank (none). */
export function checkPointsGoal(typed: {
  goal: string;
  years: string;
  maxPerYear: string;
}): Outcome<PointsGoal> {
  if (!typed.goal.trim() && !typed.years.trim() && !typed.maxPerYear.trim())
    return { ok: true, value: { pointsGoal: null, pointsYears: null, pointsMaxPerYear: null } };
  const goal = wholeNumber(typed.goal);
  if (goal === null || goal < 1 || goal > 1000)
    return { ok: false, message: ASSOCIATION_MSG.pointsGoalInvalid };
  const years = wholeNumber(typed.years);
  if (years === null || years < 1 || years > 10)
    return { ok: false, message: ASSOCIATION_MSG.pointsYearsInvalid };
  if (!typed.maxPerYear.trim())
    return { ok: true, value: { pointsGoal: goal, pointsYears: years, pointsMaxPerYear: null } };
  const max = wholeNumber(typed.maxPerYear);
  if (max === null || max < 1 || max > goal)
    return { ok: false, message: ASSOCIATION_MSG.pointsMaxPerYearInvalid };
  return { ok: true, value: { pointsGoal: goal, pointsYears: years, pointsMaxPerYear: max } };
}
