import type { CardBrand } from '../../../domain/card-number';
import type { Failure } from '../../../domain/outcome';

/** Raw card data: goes to the gateway and nowhere else (never stored, never logged). */
export interface CardData {
  number: string;
  holderName: string;
  expMonth: number;
  expYear: number;
  cvv: string;
}
/**
 * Who holds the card and where the request came from: a PSP that checks them (Asaas
 * creditCardHolderInfo and remoteIp) needs them with the card; the sandbox ignores them.
 */
export interface CardHolder {
  name: string;
  /** CPF or CNPJ, digits only. */
  cpfCnpj: string;
  email: string | null;
  /** Digits only, with area code. */
  phone: string | null;
  postalCode: string | null;
  addressNumber: string | null;
  remoteIp: string;
}
export type ChargeCardInput = ({ token: string } | { card: CardData }) & {
  amountCentavos: number;
  installments: number;
  /** Our transaction's id (see CreatePixInput.reference). */
  reference?: string;
  /** The payer and the request's address, for a PSP that keeps a customer per payer (Asaas). */
  holder?: CardHolder;
};
/** What a gateway hands back of a card it keeps: safe to store (never the number or the CVV). */
export interface CardToken {
  token: string;
  brand: CardBrand;
  last4: string;
}
/**
 * An approved charge: the gateway's id of it, and, for a typed card, its token when the gateway gave
 * one back with the payment (Asaas creditCardToken).
 */
export interface CardCharge {
  gatewayId: string;
  card?: CardToken;
}
/**
 * A refused charge is a Failure (its message is the payer's) that may still carry the gateway's id
 * of the attempt, which the failed payment keeps.
 */
export type CardChargeRefusal = Failure & { gatewayId?: string };
