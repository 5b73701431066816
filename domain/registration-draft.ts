import { councilProblem, type ClassCouncil } from './class-council';
import { onlyDigits } from './digits';
import { COMMON_MSG } from './messages';
import {
  checkRegistrationForm,
  checkResidencyProof,
  documentsMissing,
  needsResidencyProof,
} from './registration-rules';
import { emptyPostalAddressInput, type PostalAddressInput } from './postal-address';
import type { CodeChannel } from './registration-lookups';

/**
 * The registrant form as typed (SPEC §3, in the app's names): masked texts, the state picker's "0"
 * until one is chosen. The address has a PostalAddress's fields.
 */
export interface RegistrationFields extends PostalAddressInput {
  name: string;
  displayName: string;
  cpf: string;
  birthDate: string;
  email: string;
  mobile: string;
  sex: string;
  facebook: string;
  instagram: string;
  x: string;
  linkedin: string;
  lattes: string;
  /** '' until a category is chosen, else one of CATEGORY's ids as text. */
  categoryId: string;
  /** Residente ou Fellow: the residency's or fellowship's days, DD/MM/AAAA as typed. */
  residencyStart: string;
  residencyEnd: string;
  password: string;
  passwordRepeat: string;
  /** The solved captcha's token; '' until solved. */
  captcha: string;
}

export type RegistrationField = keyof RegistrationFields;

export const emptyRegistrationFields = (): RegistrationFields => ({
  name: '',
  displayName: '',
  cpf: '',
  birthDate: '',
  email: '',
  mobile: '',
  sex: '',
  ...emptyPostalAddressInput(),
  facebook: '',
  instagram: '',
  x: '',
  linkedin: '',
  lattes: '',
  categoryId: '',
  residencyStart: '',
  residencyEnd: '',
  password: '',
  passwordRepeat: '',
  captcha: '',
});

/** A file the sign-up already sent (POST /api/uploads), named by its upload. */
export interface AttachedFile {
  uploadId: string;
  name: string;
  size: number;
  type: string;
}

/** Everything a registration sends. */
export interface RegistrationDraft {
  associationId: number | null;
  associationMode: boolean;
  fields: RegistrationFields;
  termsAccepted: boolean;
  /** The association's class council: `crm` and `crmUf` hold its number and state. */
  council: ClassCouncil;
  crm: string;
  crmUf: string;
  crmValidated: boolean;
  hasOphthalmologyRqe: boolean;
  rqe: string;
  /** The code that proved a registrant the association already knows; null for a new person. */
  confirmation: { code: string; channel: CodeChannel } | null;
  attachments: AttachedFile[];
  /** Residente ou Fellow: the proof of the residency or fellowship. */
  residencyProof: AttachedFile | null;
}

/** "11987654321" → "(11) 98765-4321"; ten digits get the landline shape. */
function formatPhone(value: string): string {
  const d = onlyDigits(value);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return value;
}

/** "01310100" → "01310-100". */
function formatCep(value: string): string {
  const d = onlyDigits(value);
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : value;
}

/** "1990-01-20" → "20/01/1990"; anything else is kept. */
function isoToBrDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** What an association has on file of a registrant it knows (null where it has nothing), to start the form with. */
export interface RegistrantOnFile {
  name: string;
  displayName: string | null;
  /** ISO date (YYYY-MM-DD). */
  birthDate: string | null;
  email: string | null;
  mobile: string | null;
  cep: string | null;
  streetType: string | null;
  streetName: string | null;
  streetNumber: string | null;
  complement: string | null;
  district: string | null;
  city: string | null;
  state: string | null;
  facebook: string | null;
  instagram: string | null;
  x: string | null;
  linkedin: string | null;
  lattes: string | null;
}

/** The association's data of a known registrant, over what the form has (only where the association has it). */
export function prefillFields(fields: RegistrationFields, e: RegistrantOnFile): RegistrationFields {
  const street = [e.streetType, e.streetName].filter((part) => part?.trim()).join(' ');
  const pick = (value: string | null | undefined, current: string) => (value?.trim() ? value : current);
  return {
    ...fields,
    name: pick(e.name, fields.name),
    displayName: pick(e.displayName, fields.displayName),
    birthDate: e.birthDate ? isoToBrDate(e.birthDate) : fields.birthDate,
    email: pick(e.email, fields.email),
    mobile: e.mobile ? formatPhone(e.mobile) : fields.mobile,
    cep: e.cep ? formatCep(e.cep) : fields.cep,
    street: pick(street, fields.street),
    number: pick(e.streetNumber, fields.number),
    complement: pick(e.complement, fields.complement),
    district: pick(e.district, fields.district),
    city: pick(e.city, fields.city),
    state: pick(e.state?.toUpperCase(), fields.state),
    facebook: pick(e.facebook, fields.facebook),
    instagram: pick(e.instagram, fields.instagram),
    x: pick(e.x, fields.x),
    linkedin: pick(e.linkedin, fields.linkedin),
    lattes: pick(e.lattes, fields.lattes),
  };
}

/**
 * The chosen category: any of the association's own (categories belong to each association), or
 * null while "Selecione" is still picked.
 */
export function chosenCategory(fields: RegistrationFields): number | null {
  const id = Number(fields.categoryId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const isResident = (d: RegistrationDraft) => needsResidencyProof(chosenCategory(d.fields));

/** The proof counts, and is sent, only while Residente ou Fellow is the category chosen. */
export const residencyProofOf = (d: RegistrationDraft) => (isResident(d) ? d.residencyProof : null);

/**
 * The first problem of the form, in the order the server checks it: §5's list, the council's
 * number of association mode without a registry, the documents of association mode, the category an association needs (a registrant it knows keeps the current one),
 * then a Residente ou Fellow's dates and proof.
 */
export function formProblem(d: RegistrationDraft): string | null {
  const checked = checkRegistrationForm({ ...d.fields, termsAccepted: d.termsAccepted });
  if (!checked.ok) return checked.message;
  const council = councilProblem({
    council: d.council,
    associationMode: d.associationMode,
    number: d.crm,
    uf: d.crmUf,
  });
  if (council) return council;
  const fileCount = d.attachments.length + (residencyProofOf(d) ? 1 : 0);
  if (documentsMissing(d.associationMode, d.hasOphthalmologyRqe, fileCount)) {
    return COMMON_MSG.documentsRequired;
  }
  if (d.associationId !== null && d.confirmation === null && chosenCategory(d.fields) === null) {
    return COMMON_MSG.categoryRequired;
  }
  const residency = checkResidencyProof({
    categoryId: chosenCategory(d.fields),
    start: d.fields.residencyStart,
    end: d.fields.residencyEnd,
    hasProof: residencyProofOf(d) !== null,
  });
  if (!residency.ok) return residency.message;
  return null;
}
