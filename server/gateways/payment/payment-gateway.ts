import type { CardBrand } from '../../../domain/card-number';

export type GatewayStatus = 'pending' | 'succeeded' | 'failed' | 'expired';

/** An issuer's rules for paying after the due date, in basis points (200 = 2 %). */
export interface LateRules {
  /** Fine once the due date has passed (at most 2 %, the dues engine's ceiling). */
  lateFineBps: number;
  /** Interest a month, counted pro rata die (calendar days). */
  monthlyInterestBps: number;
}

/**
 * The dues engine's terms of a single due or annuity, for a charge that carries them (API Pix
 * cobv: valor.original, multa, juros and desconto; a boleto's instructions).
 */
export interface DueRules extends LateRules {
  /** The item's normal price (centavos), before any early-payment discount. */
  priceCentavos: number;
  /** The early-payment price and its last day (YYYY-MM-DD), when it applies on the day of the charge. */
  earlyPayment: { centavos: number; until: string } | null;
}

export interface CreatePixInput {
  description: string;
  /** Our reference for the charge: 1 to 25 letters and digits (BR Code field 62-05). */
  txid: string;
  /** The receiving issuer, as printed in the BR Code (cut to 25 and 15 characters). */
  merchantName: string;
  merchantCity: string;
  /**
   * What the payer pays today (centavos): the early-payment or normal price, and once the due
   * date has passed the fine and interest too. A charge with due date must ask exactly this today.
   */
  amountCentavos: number;
  /** The item's due day (YYYY-MM-DD, São Paulo); absent for a purchase, which is due at once. */
  dueDate?: string;
  /**
   * With dueDate: the price, early-payment discount, fine and interest a charge with due date
   * carries (a PSP then prices a later payment by them). A gateway that cannot carry an overdue
   * charge with due date charges amountCentavos at once.
   */
  dueRules?: DueRules;
  /** Who owes it: a charge with due date names its debtor (API Pix cobv). */
  payer?: { name: string; cpf: string };
}
export interface PixCharge {
  gatewayId: string;
  /** The copy-and-paste BR Code, also what the QR code encodes. */
  brCode: string;
  expiresAt: Date;
}

export interface CreateBoletoInput {
  amountCentavos: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  payerName: string;
  /** CPF or CNPJ, digits only. */
  payerDocument: string;
  description: string;
  /** Our reference for the slip's PIX: 1 to 25 letters and digits (BR Code field 62-05). */
  txid: string;
  /** The receiving issuer, as printed in the slip's BR Code. */
  merchantName: string;
  merchantCity: string;
  /** Fine and interest after the due date (dues and annuities; a purchase has none). */
  lateRules?: LateRules;
}
/** A boleto híbrido: the bank slip and a PIX that pays the same charge. */
export interface BoletoCharge {
  gatewayId: string;
  /** The 44 digits the bars encode. */
  barcode: string;
  /** The 47-digit line a person types, digits only. */
  digitableLine: string;
  /** The copy-and-paste BR Code printed on the slip as a QR; paying it settles this charge. */
  pixBrCode: string;
}

/** Raw card data: goes to the gateway and nowhere else (never stored, never logged). */
export interface CardData {
  number: string;
  holderName: string;
  expMonth: number;
  expYear: number;
  cvv: string;
}
export type TokenizeResult =
  { ok: true; token: string; brand: CardBrand; last4: string } | { ok: false; message: string };

export type ChargeCardInput = ({ token: string } | { card: CardData }) & {
  amountCentavos: number;
  installments: number;
};
/** A refused charge may still carry the gateway's id of the attempt. */
export type ChargeCardResult =
  { ok: true; gatewayId: string } | { ok: false; message: string; gatewayId?: string };

/** What the app needs from a payment gateway; amounts are always centavos. */
export interface PaymentGateway {
  readonly name: string;
  createPix(input: CreatePixInput): Promise<PixCharge>;
  createBoleto(input: CreateBoletoInput): Promise<BoletoCharge>;
  tokenizeCard(card: CardData): Promise<TokenizeResult>;
  /** Forgets a saved card's token (the member removed the card); a token already gone is ok too. */
  deleteCardToken(token: string): Promise<DeleteCardTokenResult>;
  chargeCard(input: ChargeCardInput): Promise<ChargeCardResult>;
  getStatus(gatewayId: string): Promise<GatewayStatus>;
  /** Gives a succeeded PIX or card charge back to the payer: that much of it, or all of it. */
  refund(gatewayId: string, amountCentavos?: number): Promise<RefundResult>;
  /** What the gateway keeps of a charge (centavos): reported by it, never taken from a client. */
  feeOf(gatewayId: string): Promise<number>;
  /** Pix Automático, when the gateway has it. */
  readonly recurring?: RecurringGateway;
}

export type RefundResult = { ok: true } | { ok: false; message: string };

/** A gateway's refusal whose pt-BR message is meant for the payer (not an outage to hide). */
export class GatewayRefusal extends Error {}
export type DeleteCardTokenResult = { ok: true } | { ok: false; message: string };

/** A Pix Automático authorization as the PSP reports it (the standard's rec status, in our words). */
export type RecurrenceStatus = 'pending' | 'active' | 'refused' | 'cancelled' | 'expired';

/** What the member authorizes, in either journey (API Pix rec). */
export interface RecurrenceTerms {
  /** What it is for (vinculo.objeto) and the contract reference. */
  object: string;
  contract: string;
  periodicity: 'MENSAL' | 'ANUAL';
  /** YYYY-MM-DD, São Paulo: the first day the recurrence may charge. */
  startDate: string;
  /** The least the payer's limit must allow (valorMinimoRecebedor), centavos. */
  limitCentavos: number;
}

export interface StartRecurrenceInput extends RecurrenceTerms {
  /** The first charge: an immediate PIX that pays the current item (Jornada 3's cob). */
  firstCharge: CreatePixInput & { payer: { name: string; cpf: string } };
}

/** Jornada 1: the recurrence, and a request for it sent to the payer's bank (API Pix solicrec). */
export interface RequestRecurrenceInput extends RecurrenceTerms {
  payer: { name: string; cpf: string };
  /** The payer's account: its participant's ISPB, agência (up to 4 digits) and conta. */
  payerAccount: { ispb: string; agencia: string; conta: string };
  /** Until when the payer's bank shows the request. */
  expiresAt: Date;
}
export interface RecurrenceStart extends PixCharge {
  /** The PSP's idRec. */
  recurrenceId: string;
}

export interface RecurringChargeInput {
  recurrenceId: string;
  /** Ours, 26 to 35 letters and digits: the same txid on a retry finds the same charge. */
  txid: string;
  amountCentavos: number;
  /** YYYY-MM-DD: the PSP debits the payer on this day. */
  dueDate: string;
  description: string;
}

export interface RecurringChargeState {
  status: GatewayStatus;
  /** Why the PSP refused or cancelled it, when it says. */
  reason: string | null;
}

/** The account a Pix Automático charge credits (API Pix DadosBancariosRecebedor). */
export interface ReceivingAccount {
  agencia?: string | undefined;
  conta: string;
  tipoConta: 'CORRENTE' | 'POUPANCA' | 'PAGAMENTO';
}

/** Pix Automático (API Pix rec/cobr): a gateway that has it exposes it as `recurring`. */
export interface RecurringGateway {
  /** Jornada 3: an immediate charge and a recurrence it activates; the QR pays one and approves the other. */
  start(input: StartRecurrenceInput): Promise<RecurrenceStart>;
  /** Jornada 1: the recurrence and its request to the payer's bank, approved (or not) in the bank's app. */
  request(input: RequestRecurrenceInput): Promise<{ recurrenceId: string }>;
  /** Null when the PSP knows no such recurrence (a notification meant for another account). */
  status(recurrenceId: string): Promise<RecurrenceStatus | null>;
  cancel(recurrenceId: string): Promise<RefundResult>;
  /** Sends one due item as a recurring charge; its gatewayId (the txid) is what getStatus reads. */
  charge(input: RecurringChargeInput): Promise<{ gatewayId: string }>;
  /** The charge as the PSP knows it, or null when it knows none with this txid (never sent). */
  chargeState(txid: string): Promise<RecurringChargeState | null>;
  /**
   * Withdraws a charge the payer's bank has not debited yet (the item was paid another way, or
   * the authorization ended); one the PSP never received is ok too.
   */
  cancelCharge(txid: string): Promise<RefundResult>;
}
