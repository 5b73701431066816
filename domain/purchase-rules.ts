import { UF_CODES } from './brazil-states';
import { isValidCnpj, normalizeCnpj } from './cnpj';
import { DEFAULT_COUNTRY } from './constants';
import { isCountryCode } from './countries';
import { isValidCpf } from './cpf';
import { onlyDigits } from './digits';
import { MSG } from './messages';
import { isStrongPassword } from './password';
import { PURCHASE_MSG } from './purchase-messages';
import { REG_MSG } from './registration-messages';
import { isCep, isEmail, parseBirthDate } from './registration-rules';

type Text = string | null | undefined;

/** The buyer form of a public purchase (SPEC §3), as the wire carries it. */
export interface PurchaseForm {
  idCategoriaEmitente?: number | string | null | undefined;
  nome?: Text;
  cpf?: Text;
  documento?: Text;
  dataNascimento?: Text;
  orgaoClasse?: Text;
  instituicaoOrganizacaoTrabalha?: Text;
  profissaoEspecialidade?: Text;
  cep?: Text;
  logradouro?: Text;
  logradouroNumero?: Text;
  logradouroComplemento?: Text;
  bairro?: Text;
  cidade?: Text;
  estado?: Text;
  pais?: Text;
  telefone?: Text;
  celular?: Text;
  email?: Text;
  senha?: Text;
  senhaRepeticao?: Text;
  nomeRecibo?: Text;
  cnpjRecibo?: Text;
}

/** The checked form, normalized: digits for CPF, CEP and phones, ISO date, lower-case e-mail. */
export interface CheckedPurchase {
  categoryId: number;
  nome: string;
  pais: string;
  /** Digits; set for Brazil. */
  cpf: string | null;
  /** Upper case, letters and digits only; set for other countries. */
  documento: string | null;
  /** YYYY-MM-DD, or null when absent or not a date (the spec does not check it). */
  dataNascimento: string | null;
  orgaoClasse: string | null;
  instituicao: string | null;
  profissao: string | null;
  cep: string;
  logradouro: string;
  logradouroNumero: string;
  logradouroComplemento: string | null;
  bairro: string;
  cidade: string;
  estado: string;
  telefone: string | null;
  celular: string;
  email: string;
  nomeRecibo: string | null;
  /** Normalized (upper case, no punctuation), or null when not given. */
  cnpjRecibo: string | null;
}

export type PurchaseCheck = { ok: true; form: CheckedPurchase } | { ok: false; message: string };
export type PasswordCheck = { ok: true } | { ok: false; message: string };

const blank = (v: Text): v is '' | null | undefined => !v || v.trim() === '';
const optional = (v: Text) => (blank(v) ? null : v.trim());
const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

export const isBrazil = (pais: Text) => (pais ?? '').trim().toUpperCase() === DEFAULT_COUNTRY;
export const normalizeDocument = (documento: string) => documento.toUpperCase().replace(/[^0-9A-Z]/g, '');

/** The category picker's empty choice is '' or 0; anything else must be a positive id. */
function categoryIdOf(value: PurchaseForm['idCategoriaEmitente']): number | null {
  if (value === null || value === undefined) return null;
  const id = typeof value === 'number' ? value : /^\d{1,10}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isNaN(id) || id <= 0 ? null : id;
}

const isMobileFor = (br: boolean, phone: string) => {
  const digits = onlyDigits(phone);
  return br ? /^\d{10,11}$/.test(digits) : /^\d{6,15}$/.test(digits);
};

/**
 * SPEC §5 public purchase checks, in its order; the first failure is the message shown. The
 * validity of a value comes right after its required check, and the receipt CNPJ last; the
 * password is checked apart (checkPurchasePassword) because it depends on the CPF's account.
 */
export function checkPurchaseFields(
  f: PurchaseForm,
  categories: readonly number[],
  today: Date = new Date(),
): PurchaseCheck {
  const categoryId = categoryIdOf(f.idCategoriaEmitente);
  if (categoryId === null) return refuse(MSG.categoryRequired);
  if (!categories.includes(categoryId)) return refuse(PURCHASE_MSG.categoryUnavailable);
  if (blank(f.nome)) return refuse(MSG.fullNameRequired);

  const br = isBrazil(f.pais);
  if (br) {
    if (blank(f.cpf)) return refuse(MSG.cpfRequired);
    if (!isValidCpf(f.cpf)) return refuse(MSG.cpfInvalid);
  } else {
    if (blank(f.documento)) return refuse(MSG.documentRequired);
    if (normalizeDocument(f.documento).length < 3) return refuse(PURCHASE_MSG.documentInvalid);
  }
  if (blank(f.pais)) return refuse(MSG.countryRequired);
  const pais = f.pais.trim().toUpperCase();
  if (!isCountryCode(pais)) return refuse(PURCHASE_MSG.countryInvalid);

  // The state picker starts at "0", which means nothing was chosen.
  if (blank(f.estado) || f.estado.trim() === '0') return refuse(MSG.stateRequired);
  const estado = f.estado.trim().toUpperCase();
  if (br && !(UF_CODES as readonly string[]).includes(estado)) return refuse(REG_MSG.stateInvalid);
  if (estado.length > 2) return refuse(REG_MSG.stateInvalid);

  if (br) {
    if (blank(f.cidade)) return refuse(MSG.cityRequired);
    if (blank(f.bairro)) return refuse(MSG.neighbourhoodRequired);
    if (blank(f.logradouro)) return refuse(MSG.streetRequired);
    if (blank(f.cep)) return refuse(MSG.cepRequired);
    if (!isCep(f.cep)) return refuse(REG_MSG.cepInvalid);
  }
  if (blank(f.celular)) return refuse(MSG.mobileRequired);
  if (!isMobileFor(br, f.celular)) return refuse(REG_MSG.mobileInvalid);
  if (blank(f.email)) return refuse(MSG.emailRequired);
  if (!isEmail(f.email)) return refuse(REG_MSG.emailInvalid);
  if (!blank(f.cnpjRecibo) && !isValidCnpj(f.cnpjRecibo)) return refuse(MSG.cnpjInvalid);

  return {
    ok: true,
    form: {
      categoryId,
      nome: f.nome.trim(),
      pais,
      cpf: br && f.cpf ? onlyDigits(f.cpf) : null,
      documento: !br && f.documento ? normalizeDocument(f.documento) : null,
      dataNascimento: blank(f.dataNascimento) ? null : parseBirthDate(f.dataNascimento, today),
      orgaoClasse: optional(f.orgaoClasse),
      instituicao: optional(f.instituicaoOrganizacaoTrabalha),
      profissao: optional(f.profissaoEspecialidade),
      cep: onlyDigits(f.cep ?? ''),
      logradouro: f.logradouro?.trim() ?? '',
      logradouroNumero: f.logradouroNumero?.trim() ?? '',
      logradouroComplemento: optional(f.logradouroComplemento),
      bairro: f.bairro?.trim() ?? '',
      cidade: f.cidade?.trim() ?? '',
      estado,
      telefone: blank(f.telefone) ? null : onlyDigits(f.telefone),
      celular: onlyDigits(f.celular),
      email: f.email.trim().toLowerCase(),
      nomeRecibo: optional(f.nomeRecibo),
      cnpjRecibo: blank(f.cnpjRecibo) ? null : normalizeCnpj(f.cnpjRecibo),
    },
  };
}

/** SPEC §5 purchase password, only when the fields are shown (the CPF has no account). */
export function checkPurchasePassword(f: Pick<PurchaseForm, 'senha' | 'senhaRepeticao'>): PasswordCheck {
  if (!isStrongPassword(f.senha ?? '')) return refuse(MSG.passwordWeak);
  if ((f.senha ?? '') !== (f.senhaRepeticao ?? '')) return refuse(MSG.passwordMismatch);
  return { ok: true };
}
