import type { CardBrand } from '../../../../domain/card-number';

/** A payment as Asaas answers it (API v3 "Recuperar uma única cobrança"), what we read of it. */
export interface AsaasPayment {
  id: string;
  status: string;
  billingType: string;
  value: number;
  netValue?: number;
  externalReference?: string | null;
  deleted?: boolean;
  bankSlipUrl?: string | null;
  creditCard?: { creditCardNumber?: string; creditCardBrand?: string; creditCardToken?: string };
}

export const PAID = new Set(['RECEIVED', 'CONFIRMED', 'RECEIVED_IN_CASH']);
export const STILL_OPEN = new Set(['PENDING', 'OVERDUE', 'AWAITING_RISK_ANALYSIS']);

export const BRANDS: Record<string, CardBrand> = {
  VISA: 'Visa',
  MASTERCARD: 'MasterCard',
  AMEX: 'Amex',
  ELO: 'Elo',
  HIPERCARD: 'Hipercard',
  DINERS: 'Diners',
  DISCOVER: 'Discover',
  JCB: 'JCB',
};

export interface AsaasGatewayOptions {
  pixExpirySeconds: number;
  /** Which account's customers: 'env' or 'association:<id>'. */
  account: string;
  now?: () => Date;
}
