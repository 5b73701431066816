import { formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj';
import { formatCpf, isValidCpf } from './cpf';
import { onlyDigits } from './digits';
import { EMAIL_RE } from './email';

/**
 * A PIX key the money goes back to (a boleto purchase withdrawn, CDC art. 49): the five kinds the
 * Banco Central's DICT keeps, each checked by its own rule before anything is sent.
 */
export const PIX_KEY_TYPE_LABEL = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Celular',
  evp: 'Chave aleatória',
} as const;
export type PixKeyType = keyof typeof PIX_KEY_TYPE_LABEL;
export const PIX_KEY_TYPES = Object.keys(PIX_KEY_TYPE_LABEL) as [PixKeyType, ...PixKeyType[]];

/** A checked key, as DICT writes it: CPF and CNPJ without punctuation, e-mail in lower case, celular +55…, EVP in lower case. */
export interface PixKey {
  type: PixKeyType;
  key: string;
}

export const PIX_KEY_MSG = {
  typeLabel: 'Tipo da chave PIX',
  keyLabel: 'Chave PIX para devolução',
  chooseType: 'Escolha o tipo da chave PIX (CPF, CNPJ, e-mail, celular ou chave aleatória).',
  missing: 'Informe a chave PIX para a devolução.',
  invalid: {
    cpf: 'O CPF informado não é válido: confira os 11 números.',
    cnpj: 'O CNPJ informado não é válido: confira os 14 caracteres.',
    email: 'Informe um e-mail válido, como nome@exemplo.com.br.',
    phone: 'Informe o celular com DDD, como (11) 91234-5678.',
    evp: 'A chave aleatória tem 32 letras e números em 5 grupos separados por hífens, como 123e4567-e89b-42d3-a456-426614174000.',
  } satisfies Record<PixKeyType, string>,
  /** What the field hints, by the type chosen. */
  hint: {
    cpf: 'Os 11 números do CPF, com ou sem pontos.',
    cnpj: 'Os 14 caracteres do CNPJ, com ou sem pontos.',
    email: 'O e-mail cadastrado como chave no seu banco.',
    phone: 'O celular com DDD cadastrado como chave no seu banco.',
    evp: 'A chave aleatória que o seu banco gerou.',
  } satisfies Record<PixKeyType, string>,
} as const;

/** DICT takes e-mail keys of up to 77 characters. */
const EMAIL_MAX = 77;
const EVP_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** DDD (11 to 99, no 0 in either place), then a mobile's 9 and 8 more digits. */
const MOBILE_RE = /^[1-9][1-9]9\d{8}$/;

export const isPixKeyType = (value: unknown): value is PixKeyType =>
  typeof value === 'string' && Object.hasOwn(PIX_KEY_TYPE_LABEL, value);

/** The key as DICT writes it, or undefined when it is not a key of that type. */
function normalized(type: PixKeyType, typed: string): string | undefined {
  switch (type) {
    case 'cpf':
      return /^[\d.\-\s]+$/.test(typed) && isValidCpf(typed) ? onlyDigits(typed) : undefined;
    case 'cnpj':
      return /^[0-9A-Za-z./\-\s]+$/.test(typed) && isValidCnpj(typed) ? normalizeCnpj(typed) : undefined;
    case 'email': {
      const email = typed.toLowerCase();
      return email.length <= EMAIL_MAX && EMAIL_RE.test(email) ? email : undefined;
    }
    case 'phone': {
      if (!/^[\d\s()+.-]+$/.test(typed)) return undefined;
      const digits = onlyDigits(typed);
      const national = digits.length === 13 && digits.startsWith('55') ? digits.slice(2) : digits;
      return MOBILE_RE.test(national) ? `+55${national}` : undefined;
    }
    case 'evp': {
      const evp = typed.toLowerCase();
      return EVP_RE.test(evp) ? evp : undefined;
    }
  }
}

/** What the buyer typed, checked by the type they chose: the key, or why not (pt-BR). */
export function pixKeyOf(
  type: unknown,
  typed: unknown,
): { ok: true; key: PixKey } | { ok: false; message: string } {
  if (!isPixKeyType(type)) return { ok: false, message: PIX_KEY_MSG.chooseType };
  const text = typeof typed === 'string' ? typed.trim() : '';
  if (!text) return { ok: false, message: PIX_KEY_MSG.missing };
  const key = normalized(type, text);
  return key === undefined
    ? { ok: false, message: PIX_KEY_MSG.invalid[type] }
    : { ok: true, key: { type, key } };
}

/** A checked key as people read it: "CPF 123.456.789-09", "Celular (11) 91234-5678". */
export function pixKeyText({ type, key }: PixKey): string {
  const label = PIX_KEY_TYPE_LABEL[type];
  if (type === 'cpf') return `${label} ${formatCpf(key)}`;
  if (type === 'cnpj') return `${label} ${formatCnpj(key)}`;
  if (type === 'phone') {
    const n = key.replace(/^\+55/, '');
    return `${label} (${n.slice(0, 2)}) ${n.slice(2, 7)}-${n.slice(7)}`;
  }
  return `${label} ${key}`;
}
