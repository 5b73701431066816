import type { Outcome } from '../../../domain/outcome';
import type { CreatePixInput, GatewayStatus, PixCharge } from './payment-gateway';

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
  cancel(recurrenceId: string): Promise<Outcome>;
  /** Sends one due item as a recurring charge; its gatewayId (the txid) is what getStatus reads. */
  charge(input: RecurringChargeInput): Promise<{ gatewayId: string }>;
  /** The charge as the PSP knows it, or null when it knows none with this txid (never sent). */
  chargeState(txid: string): Promise<RecurringChargeState | null>;
  /**
   * Withdraws a charge the payer's bank has not debited yet (the item was paid another way, or
   * the authorization ended); one the PSP never received is ok too.
   */
  cancelCharge(txid: string): Promise<Outcome>;
}
