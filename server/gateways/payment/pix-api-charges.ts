import { randomBytes } from 'node:crypto';
import type { CreatePixInput } from './payment-gateway';

/**
 * The bodies of API Pix's `PUT /cob/{txid}` and `PUT /cobv/{txid}` (bacen/pix-api 2.9.0:
 * CobSolicitada, CobVSolicitada) built from what the app asks for.
 */

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Our txids: a 3-letter kind tag and 29 random alphanumerics, 32 in all (the standard wants 26 to 35). */
const TXID_RANDOM_LENGTH = 29;
const COB_TAG = 'QTC';
const COBV_TAG = 'QTV';

export type ChargeKind = 'cob' | 'cobv';

/** A new txid for one attempt; the tag tells later calls which path (cob or cobv) holds it. */
export function newTxid(kind: ChargeKind): string {
  const bytes = randomBytes(TXID_RANDOM_LENGTH);
  let random = '';
  for (const byte of bytes) random += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return (kind === 'cob' ? COB_TAG : COBV_TAG) + random;
}

/** The kind of one of our txids, or undefined for an id that is not ours (a sandbox id, say). */
export function kindOfTxid(txid: string): ChargeKind | undefined {
  if (!/^[a-zA-Z0-9]{26,35}$/.test(txid)) return undefined;
  if (txid.startsWith(COB_TAG)) return 'cob';
  if (txid.startsWith(COBV_TAG)) return 'cobv';
  return undefined;
}

/** Centavos as the standard's decimal string: 12345 → "123.45". */
export function toPixAmount(centavos: number): string {
  return (centavos / 100).toFixed(2);
}

/** "123.45" → 12345. */
export function fromPixAmount(value: string): number {
  return Math.round(Number(value) * 100);
}

/** CobVValor's multa, juros and desconto (bacen/pix-api 2.9.0). */
export interface ChargeTerms {
  multa?: { modalidade: 1 | 2; valorPerc: string };
  juros?: { modalidade: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8; valorPerc: string };
  desconto?: { modalidade: 1 | 2; descontoDataFixa: { data: string; valorPerc: string }[] };
  /** Days after the due date during which the charge can still be paid. */
  validadeAposVencimento: number;
}

/** Days a charge with due date can still be paid after it (the standard's default). */
export const DEFAULT_DAYS_AFTER_DUE = 30;

/**
 * Fine, interest and discount of a charge with due date. Fixed for now — a fine of 2 % (modalidade
 * 2, percentual), interest of 1 % a month (modalidade 3, percentual ao mês em dias corridos), no
 * early-payment discount — until the dues engine supplies each issuer's own terms here. An item
 * already overdue stays payable for DEFAULT_DAYS_AFTER_DUE days from today.
 */
export function chargeTerms(dueDate: string, today: string): ChargeTerms {
  const overdueDays = Math.max(0, Math.round((Date.parse(today) - Date.parse(dueDate)) / 86_400_000));
  return {
    multa: { modalidade: 2, valorPerc: '2.00' },
    juros: { modalidade: 3, valorPerc: '1.00' },
    validadeAposVencimento: overdueDays + DEFAULT_DAYS_AFTER_DUE,
  };
}

/** solicitacaoPagador holds at most 140 characters. */
const payerNote = (description: string) => description.trim().slice(0, 140);

export function cobBody(input: CreatePixInput, chave: string, expirySeconds: number) {
  return {
    calendario: { expiracao: expirySeconds },
    ...(input.payer
      ? { devedor: { cpf: digits(input.payer.cpf), nome: input.payer.name.slice(0, 200) } }
      : {}),
    valor: { original: toPixAmount(input.amountCentavos) },
    chave,
    ...(input.description.trim() ? { solicitacaoPagador: payerNote(input.description) } : {}),
  };
}

export function cobvBody(input: CreatePixInput & { dueDate: string }, chave: string, today: string) {
  const { validadeAposVencimento, ...terms } = chargeTerms(input.dueDate, today);
  return {
    calendario: { dataDeVencimento: input.dueDate, validadeAposVencimento },
    devedor: { cpf: digits(input.payer?.cpf ?? ''), nome: (input.payer?.name ?? '').slice(0, 200) },
    valor: { original: toPixAmount(input.amountCentavos), ...terms },
    chave,
    ...(input.description.trim() ? { solicitacaoPagador: payerNote(input.description) } : {}),
  };
}

const digits = (value: string) => value.replace(/\D/g, '');
