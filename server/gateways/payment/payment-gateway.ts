import type {
  CardCharge,
  CardChargeRefusal,
  CardData,
  CardHolder,
  CardToken,
  ChargeCardInput,
} from './payment-gateway-card';
import type { Outcome } from '../../../domain/outcome';
import type { PixKey } from '../../../domain/pix-key';
import type { InvoiceGateway } from './payment-gateway-invoices';
import type { RecurringGateway } from './payment-gateway-recurring';

export type GatewayStatus = 'pending' | 'succeeded' | 'failed' | 'expired';

/** An association's rules for paying after the due date, in basis points (200 = 2 %). */
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
  /** The receiving association, as printed in the BR Code (cut to 25 and 15 characters). */
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
  /** Our transaction's id: a PSP that keeps one (Asaas externalReference) finds the charge by it after a timeout. */
  reference?: string;
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
  /** The receiving association, as printed in the slip's BR Code. */
  merchantName: string;
  merchantCity: string;
  /** Fine and interest after the due date (dues and annuities; a purchase has none). */
  lateRules?: LateRules;
  /** A single due or annuity not yet overdue: its price and early-payment discount (Asaas `discount`). */
  dueRules?: DueRules;
  /** Our transaction's id (see CreatePixInput.reference). */
  reference?: string;
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
  /** The PSP's own slip (Asaas bankSlipUrl), when it prints one. */
  slipUrl?: string;
}

/** What the app needs from a payment gateway; amounts are always centavos. */
export interface PaymentGateway {
  readonly name: string;
  createPix(input: CreatePixInput): Promise<PixCharge>;
  createBoleto(input: CreateBoletoInput): Promise<BoletoCharge>;
  tokenizeCard(card: CardData, holder?: CardHolder): Promise<Outcome<CardToken>>;
  /** Forgets a saved card's token (the member removed the card); a token already gone is ok too. */
  deleteCardToken(token: string): Promise<Outcome>;
  /** An Outcome of the charge whose refusal may name the gateway's attempt (CardChargeRefusal). */
  chargeCard(input: ChargeCardInput): Promise<{ ok: true; value: CardCharge } | CardChargeRefusal>;
  getStatus(gatewayId: string): Promise<GatewayStatus>;
  /** Gives a succeeded PIX or card charge back to the payer: that much of it, or all of it. */
  refund(gatewayId: string, amountCentavos?: number): Promise<Outcome>;
  /** What the gateway keeps of a charge (centavos): reported by it, never taken from a client. */
  feeOf(gatewayId: string): Promise<number>;
  /**
   * Sends money from the account's balance to a PIX key: a withdrawn boleto purchase (CDC art.
   * 49), which no refund at the PSP gives back. Absent where the PSP has no such transfer (API Pix).
   */
  transferToPixKey?(input: PixKeyTransferInput): Promise<Outcome<PixKeyTransfer>>;
  /** Where a transfer it took stands now; throws when the PSP does not answer. */
  readPixKeyTransfer?(transferId: string): Promise<PixKeyTransferRead | undefined>;
  /** Cancels a charge not paid yet (a boleto): nothing can pay it any more. */
  cancelCharge?(gatewayId: string): Promise<Outcome>;
  /** Pix Automático, when the gateway has it. */
  readonly recurring?: RecurringGateway;
  /** Service invoices (NFS-e), when the gateway issues them. */
  readonly invoices?: InvoiceGateway;
}

export interface PixKeyTransferInput {
  amountCentavos: number;
  key: PixKey;
  description: string;
  /** Our transaction's id (Asaas externalReference). */
  reference: string;
}
/**
 * A transfer the PSP took (its id). A refusal is a Failure, `unanswered` when no answer came: the
 * transfer may have been made after all and must be checked at the PSP before the money goes again.
 */
export interface PixKeyTransfer {
  transferId: string;
  state: Exclude<PixKeyTransferState, 'failed'>;
}
/**
 * Where a PSP's transfer stands: 'done' (the money left), 'under-way' (with the banks),
 * 'awaits-approval' (a person must approve or release it at the PSP), 'failed' (failed or
 * cancelled: it never will be sent).
 */
export type PixKeyTransferState = 'done' | 'under-way' | 'awaits-approval' | 'failed';
export interface PixKeyTransferRead {
  state: PixKeyTransferState;
  /** The PSP's words on why it failed (they may echo the key). */
  reason: string | null;
}

/** A gateway's refusal whose pt-BR message is meant for the payer (not an outage to hide). */
export class GatewayRefusal extends Error {}
