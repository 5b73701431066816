import { NO_UF } from './brazil-states';
import { DEFAULT_COUNTRY } from './constants';
import type { EmitenteCompra, IncluirFluxoProjetoDiretoResponse } from './contract/access';
import type { Fluxo } from './contract/fluxo';
import { formatDisplayDate } from './dates';
import { onlyDigits } from './digits';
import { toCentavos } from './money';
import { isBrazil } from './purchase-rules';

/** The buyer form as typed (SPEC §3 buyer fields): every input is text; '' is "not chosen". */
export interface BuyerForm {
  idCategoriaEmitente: string;
  nome: string;
  cpf: string;
  documento: string;
  dataNascimento: string;
  orgaoClasse: string;
  instituicaoOrganizacaoTrabalha: string;
  profissaoEspecialidade: string;
  cep: string;
  logradouro: string;
  logradouroNumero: string;
  logradouroComplemento: string;
  bairro: string;
  cidade: string;
  estado: string;
  pais: string;
  telefone: string;
  celular: string;
  email: string;
  senha: string;
  senhaRepeticao: string;
  nomeRecibo: string;
  cnpjRecibo: string;
}
export type BuyerField = keyof BuyerForm;

/** What stays in memory for the checkout: never the password. */
export type BuyerData = Omit<BuyerForm, 'senha' | 'senhaRepeticao'>;

/** The item being paid, as the checkout shows and pays it. */
export interface PendingPayment {
  itemId: number;
  /** Binds this buyer to the item on every later call. */
  reference: string;
  hash: string;
  issuerId: number;
  amountCentavos: number;
  description: string;
  /** DD/MM/YYYY. */
  dueDate: string;
  /** The account this purchase opened with the password typed, if it opened one. */
  account?: PurchaseAccount | null;
}

/**
 * The account the purchase opened with the password typed: a new person's, whose session opens
 * once the purchase is paid; or the record of a person the issuer knew, confirmed at the first
 * login by a code to the contact on file.
 */
export type PurchaseAccount = { kind: 'new'; token: string } | { kind: 'toConfirm' };

/** incluirFluxoProjetoDireto's CONTA and TOKEN, as the app keeps them. */
export function accountOf(
  r: Pick<IncluirFluxoProjetoDiretoResponse, 'CONTA' | 'TOKEN'>,
): PurchaseAccount | null {
  if (r.CONTA === 'NOVA' && r.TOKEN) return { kind: 'new', token: r.TOKEN };
  return r.CONTA === 'CONFIRMAR' ? { kind: 'toConfirm' } : null;
}

export const emptyBuyerForm = (): BuyerForm => ({
  idCategoriaEmitente: '',
  nome: '',
  cpf: '',
  documento: '',
  dataNascimento: '',
  orgaoClasse: '',
  instituicaoOrganizacaoTrabalha: '',
  profissaoEspecialidade: '',
  cep: '',
  logradouro: '',
  logradouroNumero: '',
  logradouroComplemento: '',
  bairro: '',
  cidade: '',
  estado: NO_UF,
  pais: DEFAULT_COUNTRY,
  telefone: '',
  celular: '',
  email: '',
  senha: '',
  senhaRepeticao: '',
  nomeRecibo: '',
  cnpjRecibo: '',
});

export const withoutPassword = ({ senha: _s, senhaRepeticao: _r, ...buyer }: BuyerForm): BuyerData => buyer;

/** The state box starts empty again when the country changes: a UF picker in Brazil, free text elsewhere. */
export function changeField(form: BuyerForm, field: BuyerField, value: string): BuyerForm {
  if (field === 'pais' && value !== form.pais) {
    return { ...form, pais: value, estado: isBrazil(value) ? NO_UF : '' };
  }
  return { ...form, [field]: value };
}

/** The wire's EMITENTE: the CPF or the document by country, the password only for a new account. */
export function toEmitente(form: BuyerForm, withPassword: boolean): EmitenteCompra {
  const br = isBrazil(form.pais);
  const { senha, senhaRepeticao, ...rest } = form;
  return {
    ...rest,
    idCategoriaEmitente: form.idCategoriaEmitente === '' ? null : Number(form.idCategoriaEmitente),
    cpf: br ? form.cpf : '',
    documento: br ? '' : form.documento,
    ...(withPassword ? { senha, senhaRepeticao } : {}),
  };
}

export const toPendingPayment = (
  fluxo: Fluxo,
  created: { itemId: number; reference: string; hash: string; account: PurchaseAccount | null },
): PendingPayment => ({
  ...created,
  issuerId: fluxo.ID_EMITENTE_ML,
  amountCentavos: toCentavos(fluxo.VALOR),
  description: fluxo.HISTORICO || fluxo.PROJETO,
  dueDate: formatDisplayDate(fluxo.DATA_VENCIMENTO),
});

export const cpfDigits = (form: Pick<BuyerForm, 'cpf'>) => onlyDigits(form.cpf);
