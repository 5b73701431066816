import { NO_UF } from './brazil-states';
import { DEFAULT_COUNTRY } from './constants';
import { formatDisplayDate } from './dates';
import { onlyDigits } from './digits';
import { emptyPostalAddressInput, type PostalAddressInput } from './postal-address';
import { isBrazil } from './purchase-rules';

/**
 * The buyer form as typed (SPEC §3 buyer fields, in the app's names): every input is text; '' is
 * "not chosen". The address has a PostalAddress's fields; abroad they are free text.
 */
export interface BuyerForm extends PostalAddressInput {
  categoryId: string;
  name: string;
  cpf: string;
  document: string;
  birthDate: string;
  classCouncil: string;
  workplace: string;
  profession: string;
  country: string;
  phone: string;
  mobile: string;
  email: string;
  password: string;
  passwordRepeat: string;
  companyName: string;
  cnpj: string;
}
export type BuyerField = keyof BuyerForm;

/** What stays in memory for the checkout: never the password. */
export type BuyerData = Omit<BuyerForm, 'password' | 'passwordRepeat'>;

/** The item being paid, as the checkout shows and pays it. */
export interface PendingPayment {
  itemId: number;
  /** Binds this buyer to the item on every later call. */
  reference: string;
  hash: string;
  associationId: number;
  amountCentavos: number;
  description: string;
  /** DD/MM/YYYY. */
  dueDate: string;
  /** The account this purchase opened with the password typed, if it opened one. */
  account?: PurchaseAccount | null;
  /** Shown at the checkout: why the buyer pays the general price (issue #38). */
  notice?: string | null;
  /** What "Compra concluída" offers when this purchase opened no account. */
  accountOffer?: AccountOffer;
}

/**
 * After a purchase that opened no account (issue #38 item 8): log in, for a CPF that already has
 * an account; create one, for a new CPF; nothing, for a buyer with no CPF (from abroad).
 */
export type AccountOffer = 'login' | 'create' | null;

/**
 * The account the purchase opened with the password typed: a new person's, whose session opens
 * once the purchase is paid; or the record of a person the association knew, confirmed at the first
 * login by a code to the contact on file.
 */
export type PurchaseAccount = { kind: 'new'; token: string } | { kind: 'toConfirm' };

/** A purchase registered for the buyer: its item, the reference that binds them, the account. */
export interface PurchaseCreated {
  itemId: number;
  reference: string;
  account: PurchaseAccount | null;
  /** Why the price is the general one and not the category's chosen (not an active member of it). */
  notice?: string | null;
}

/** What Comprar registers: the product, who buys it and, for a new account, its password. */
export interface PurchaseOrder {
  hash: string;
  buyer: BuyerForm;
  withPassword: boolean;
}

/** The registered purchase's item, as the buyer is about to pay it. */
export interface PurchaseItem {
  id: number;
  associationId: number;
  description: string;
  amountCentavos: number;
  /** YYYY-MM-DD, São Paulo. */
  dueAt: string;
  /** YYYY-MM-DD once paid, else null. */
  paidAt: string | null;
}

/** Asking for the item of a registered purchase: the buyer is who the reference binds to it. */
export interface PurchaseItemRequest extends Omit<PurchaseCreated, 'account'> {
  hash: string;
  associationId: number;
  buyer: BuyerForm;
}

export const emptyBuyerForm = (): BuyerForm => ({
  categoryId: '',
  name: '',
  cpf: '',
  document: '',
  birthDate: '',
  classCouncil: '',
  workplace: '',
  profession: '',
  ...emptyPostalAddressInput(),
  country: DEFAULT_COUNTRY,
  phone: '',
  mobile: '',
  email: '',
  password: '',
  passwordRepeat: '',
  companyName: '',
  cnpj: '',
});

export const withoutPassword = ({ password: _s, passwordRepeat: _r, ...buyer }: BuyerForm): BuyerData =>
  buyer;

/** The state box starts empty again when the country changes: a UF picker in Brazil, free text elsewhere. */
export function changeField(form: BuyerForm, field: BuyerField, value: string): BuyerForm {
  if (field === 'country' && value !== form.country) {
    return { ...form, country: value, state: isBrazil(value) ? NO_UF : '' };
  }
  return { ...form, [field]: value };
}

export const toPendingPayment = (
  item: PurchaseItem,
  created: PurchaseCreated & { hash: string },
): PendingPayment => ({
  ...created,
  associationId: item.associationId,
  amountCentavos: item.amountCentavos,
  description: item.description,
  dueDate: formatDisplayDate(item.dueAt),
});

export const cpfDigits = (form: Pick<BuyerForm, 'cpf'>) => onlyDigits(form.cpf);
