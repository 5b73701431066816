import { randomBytes } from 'node:crypto';
import { DEFAULT_RULES } from '../../../domain/dues-pricing';
import type { CreatePixInput, DueRules } from './payment-gateway';

/**
 * The bodies of API Pix's `PUT /cob/{txid}` and `PUT /cobv/{txid}` (bacen/pix-api 2.9.0:
 * CobSolicitada, CobVSolicitada) built from what the app asks for; txids for cob, cobv and cobr.
 */

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Our txids: a 3-letter kind tag and 29 random alphanumerics, 32 in all (the standard wants 26 to 35). */
const TXID_RANDOM_LENGTH = 29;
const COB_TAG = 'QTC';
const COBV_TAG = 'QTV';
const COBR_TAG = 'QTR';
const TAGS = { cob: COB_TAG, cobv: COBV_TAG, cobr: COBR_TAG } as const;

export type ChargeKind = keyof typeof TAGS;

/** A new txid for one attempt; the tag tells later calls which path (cob or cobv) holds it. */
export function newTxid(kind: ChargeKind): string {
  const bytes = randomBytes(TXID_RANDOM_LENGTH);
  let random = '';
  for (const byte of bytes) random += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return TAGS[kind] + random;
}

/** The kind of one of our txids, or undefined for an id that is not ours (a sandbox id, say). */
export function kindOfTxid(txid: string): ChargeKind | undefined {
  if (!/^[a-zA-Z0-9]{26,35}$/.test(txid)) return undefined;
  if (txid.startsWith(COB_TAG)) return 'cob';
  if (txid.startsWith(COBV_TAG)) return 'cobv';
  if (txid.startsWith(COBR_TAG)) return 'cobr';
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

/** Days a charge with due date can still be paid after it (the standard's default). */
const DEFAULT_DAYS_AFTER_DUE = 30;

/** CobVValor's domain codes (bacen/pix-api 2.9.0, components.schemas.CobVValor). */
const MULTA_PERCENTUAL = 2;
const JUROS_PERCENTUAL_AO_MES_DIAS_CORRIDOS = 3;
const DESCONTO_VALOR_FIXO_ATE_DATA = 1;

/** CobVValor as we send it: the original amount, the fine, the interest and the early-payment discount. */
export interface CobVValor {
  original: string;
  multa?: { modalidade: typeof MULTA_PERCENTUAL; valorPerc: string };
  juros?: { modalidade: typeof JUROS_PERCENTUAL_AO_MES_DIAS_CORRIDOS; valorPerc: string };
  desconto?: {
    modalidade: typeof DESCONTO_VALOR_FIXO_ATE_DATA;
    descontoDataFixa: { data: string; valorPerc: string }[];
  };
}

/** Basis points as the standard's percentage: 200 → "2.00". */
const toPercent = (bps: number) => (bps / 100).toFixed(2);

/**
 * The dues engine's terms as a cobv's valor, and what the PSP will charge for it until the
 * discount's date (or the due date): the fine as a percentage (modalidade 2), the interest as a
 * percentage a month over calendar days (modalidade 3, the engine's pro rata die), the
 * early-payment price as a fixed discount until its last day (modalidade 1). The standard wants a
 * discount's date on or before the due date: an early price that lasts past the due date is the
 * original amount itself.
 */
function cobvValor(rules: DueRules, dueDate: string): { valor: CobVValor; chargedCentavos: number } {
  const early = rules.earlyPayment;
  const discounted = early !== null && early.until <= dueDate && early.centavos < rules.priceCentavos;
  const originalCentavos = early && !discounted ? early.centavos : rules.priceCentavos;
  const valor: CobVValor = {
    original: toPixAmount(originalCentavos),
    ...(rules.lateFineBps > 0
      ? { multa: { modalidade: MULTA_PERCENTUAL, valorPerc: toPercent(rules.lateFineBps) } }
      : {}),
    ...(rules.monthlyInterestBps > 0
      ? {
          juros: {
            modalidade: JUROS_PERCENTUAL_AO_MES_DIAS_CORRIDOS,
            valorPerc: toPercent(rules.monthlyInterestBps),
          },
        }
      : {}),
    ...(discounted
      ? {
          desconto: {
            modalidade: DESCONTO_VALOR_FIXO_ATE_DATA,
            descontoDataFixa: [
              { data: early.until, valorPerc: toPixAmount(rules.priceCentavos - early.centavos) },
            ],
          },
        }
      : {}),
  };
  return { valor, chargedCentavos: early ? early.centavos : rules.priceCentavos };
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

/**
 * The body of a cobv due on a day not yet past. Without the engine's terms: the amount with the
 * default fine and interest. Throws when the terms would not charge today what we record.
 */
export function cobvBody(input: CreatePixInput & { dueDate: string }, chave: string) {
  const rules = input.dueRules ?? {
    ...DEFAULT_RULES,
    priceCentavos: input.amountCentavos,
    earlyPayment: null,
  };
  const { valor, chargedCentavos } = cobvValor(rules, input.dueDate);
  if (chargedCentavos !== input.amountCentavos) {
    throw new Error(`cobv would charge ${chargedCentavos} centavos, not ${input.amountCentavos}`);
  }
  return {
    calendario: { dataDeVencimento: input.dueDate, validadeAposVencimento: DEFAULT_DAYS_AFTER_DUE },
    devedor: { cpf: digits(input.payer?.cpf ?? ''), nome: (input.payer?.name ?? '').slice(0, 200) },
    valor,
    chave,
    ...(input.description.trim() ? { solicitacaoPagador: payerNote(input.description) } : {}),
  };
}

const digits = (value: string) => value.replace(/\D/g, '');
