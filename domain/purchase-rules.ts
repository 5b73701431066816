import { UF_CODES } from './brazil-states';
import { isValidCnpj, normalizeCnpj } from './cnpj';
import { DEFAULT_COUNTRY } from './constants';
import { isCountryCode } from './countries';
import { isValidCpf } from './cpf';
import { onlyDigits } from './digits';
import { COMMON_MSG } from './messages';
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

/** The buyer form in the app's names (domain/buyer-form); the checks read these. */
export interface BuyerFields {
  categoryId?: number | string | null | undefined;
  name?: Text;
  cpf?: Text;
  document?: Text;
  birthDate?: Text;
  classCouncil?: Text;
  workplace?: Text;
  profession?: Text;
  cep?: Text;
  street?: Text;
  number?: Text;
  complement?: Text;
  district?: Text;
  city?: Text;
  state?: Text;
  country?: Text;
  phone?: Text;
  mobile?: Text;
  email?: Text;
  companyName?: Text;
  cnpj?: Text;
}

export type PurchaseCheck = { ok: true; form: CheckedPurchase } | { ok: false; message: string };
export type PasswordCheck = { ok: true } | { ok: false; message: string };

const blank = (v: Text): v is '' | null | undefined => !v || v.trim() === '';
const optional = (v: Text) => (blank(v) ? null : v.trim());
const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

export const isBrazil = (country: Text) => (country ?? '').trim().toUpperCase() === DEFAULT_COUNTRY;
const normalizeDocument = (document: string) => document.toUpperCase().replace(/[^0-9A-Z]/g, '');

/** The category picker's empty choice is '' or 0; anything else must be a positive id. */
function categoryIdOf(value: BuyerFields['categoryId']): number | null {
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
 * password is checked apart (checkBuyerPassword) because it depends on the CPF's account.
 */
export function checkBuyerFields(
  f: BuyerFields,
  categories: readonly number[],
  today: Date = new Date(),
): PurchaseCheck {
  const categoryId = categoryIdOf(f.categoryId);
  if (categoryId === null) return refuse(COMMON_MSG.categoryRequired);
  if (!categories.includes(categoryId)) return refuse(PURCHASE_MSG.categoryUnavailable);
  if (blank(f.name)) return refuse(COMMON_MSG.fullNameRequired);

  const br = isBrazil(f.country);
  if (br) {
    if (blank(f.cpf)) return refuse(COMMON_MSG.cpfRequired);
    if (!isValidCpf(f.cpf)) return refuse(COMMON_MSG.cpfInvalid);
  } else {
    if (blank(f.document)) return refuse(COMMON_MSG.documentRequired);
    if (normalizeDocument(f.document).length < 3) return refuse(PURCHASE_MSG.documentInvalid);
  }
  if (blank(f.country)) return refuse(COMMON_MSG.countryRequired);
  const country = f.country.trim().toUpperCase();
  if (!isCountryCode(country)) return refuse(PURCHASE_MSG.countryInvalid);

  // The state picker starts at "0", which means nothing was chosen.
  if (blank(f.state) || f.state.trim() === '0') return refuse(COMMON_MSG.stateRequired);
  const state = f.state.trim().toUpperCase();
  if (br && !(UF_CODES as readonly string[]).includes(state)) return refuse(REG_MSG.stateInvalid);
  if (state.length > 2) return refuse(REG_MSG.stateInvalid);

  if (br) {
    if (blank(f.city)) return refuse(COMMON_MSG.cityRequired);
    if (blank(f.district)) return refuse(COMMON_MSG.neighbourhoodRequired);
    if (blank(f.street)) return refuse(COMMON_MSG.streetRequired);
    if (blank(f.cep)) return refuse(COMMON_MSG.cepRequired);
    if (!isCep(f.cep)) return refuse(REG_MSG.cepInvalid);
  }
  if (blank(f.mobile)) return refuse(COMMON_MSG.mobileRequired);
  if (!isMobileFor(br, f.mobile)) return refuse(REG_MSG.mobileInvalid);
  if (blank(f.email)) return refuse(COMMON_MSG.emailRequired);
  if (!isEmail(f.email)) return refuse(REG_MSG.emailInvalid);
  if (!blank(f.cnpj) && !isValidCnpj(f.cnpj)) return refuse(COMMON_MSG.cnpjInvalid);

  return {
    ok: true,
    form: {
      categoryId,
      nome: f.name.trim(),
      pais: country,
      cpf: br && f.cpf ? onlyDigits(f.cpf) : null,
      documento: !br && f.document ? normalizeDocument(f.document) : null,
      dataNascimento: blank(f.birthDate) ? null : parseBirthDate(f.birthDate, today),
      orgaoClasse: optional(f.classCouncil),
      instituicao: optional(f.workplace),
      profissao: optional(f.profession),
      cep: onlyDigits(f.cep ?? ''),
      logradouro: f.street?.trim() ?? '',
      logradouroNumero: f.number?.trim() ?? '',
      logradouroComplemento: optional(f.complement),
      bairro: f.district?.trim() ?? '',
      cidade: f.city?.trim() ?? '',
      estado: state,
      telefone: blank(f.phone) ? null : onlyDigits(f.phone),
      celular: onlyDigits(f.mobile),
      email: f.email.trim().toLowerCase(),
      nomeRecibo: optional(f.companyName),
      cnpjRecibo: blank(f.cnpj) ? null : normalizeCnpj(f.cnpj),
    },
  };
}

/** The checks of checkBuyerFields on the wire's EMITENTE, as the server receives it. */
export const checkPurchaseFields = (f: PurchaseForm, categories: readonly number[], today?: Date) =>
  checkBuyerFields(
    {
      categoryId: f.idCategoriaEmitente,
      name: f.nome,
      cpf: f.cpf,
      document: f.documento,
      birthDate: f.dataNascimento,
      classCouncil: f.orgaoClasse,
      workplace: f.instituicaoOrganizacaoTrabalha,
      profession: f.profissaoEspecialidade,
      cep: f.cep,
      street: f.logradouro,
      number: f.logradouroNumero,
      complement: f.logradouroComplemento,
      district: f.bairro,
      city: f.cidade,
      state: f.estado,
      country: f.pais,
      phone: f.telefone,
      mobile: f.celular,
      email: f.email,
      companyName: f.nomeRecibo,
      cnpj: f.cnpjRecibo,
    },
    categories,
    today,
  );

/** SPEC §5 purchase password, only when the fields are shown (the CPF has no account). */
export function checkBuyerPassword(f: { password?: Text; passwordRepeat?: Text }): PasswordCheck {
  if (!isStrongPassword(f.password ?? '')) return refuse(COMMON_MSG.passwordWeak);
  if ((f.password ?? '') !== (f.passwordRepeat ?? '')) return refuse(COMMON_MSG.passwordMismatch);
  return { ok: true };
}

/** checkBuyerPassword on the wire's EMITENTE. */
export const checkPurchasePassword = (f: Pick<PurchaseForm, 'senha' | 'senhaRepeticao'>) =>
  checkBuyerPassword({ password: f.senha, passwordRepeat: f.senhaRepeticao });
