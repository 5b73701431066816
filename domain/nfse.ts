/**
 * Service invoices (NFS-e) in our vocabulary: a product's invoice terms, their checks (the form's
 * and the server's) and the invoice statuses as staff and buyers read them.
 */

import type { NfseReformCodes } from './nfse-reform';

export interface NfseTerms extends Partial<NfseReformCodes> {
  /** The municipal service code (Asaas municipalServiceCode), e.g. "01.07" or "0107". */
  serviceCode: string;
  /** What the invoice says was provided (Asaas serviceDescription). */
  serviceDescription: string;
  /** The ISS rate in basis points: 500 = 5 %. */
  issBps: number;
}

export const NFSE_MSG = {
  serviceCodeInvalid: 'Informe o código do serviço municipal (até 20 letras, números, pontos ou hífens).',
  serviceDescriptionInvalid: 'Informe a descrição do serviço (até 500 caracteres).',
  issInvalid: 'Informe a alíquota do ISS entre 0 e 5%, com até duas casas decimais.',
  noInvoicesAtGateway:
    'A forma de recebimento da associação (API Pix do banco) não emite nota fiscal de serviço: emita-a fora do Quita.',
  gatewayUnreachable: 'Não foi possível agendar a nota fiscal agora.',
} as const;

/** ISS: at most 5 % (Lei Complementar 116/2003, art. 8º). */
export const MAX_ISS_BPS = 500;

const SERVICE_CODE = /^[0-9A-Za-z][0-9A-Za-z.\-/]{0,19}$/;

/** The first problem of a product's invoice terms, or null when they can be sent as they are. */
export function nfseProblem(terms: NfseTerms): string | null {
  if (!SERVICE_CODE.test(terms.serviceCode)) return NFSE_MSG.serviceCodeInvalid;
  const description = terms.serviceDescription.trim();
  if (description.length === 0 || description.length > 500) return NFSE_MSG.serviceDescriptionInvalid;
  if (!Number.isInteger(terms.issBps) || terms.issBps < 0 || terms.issBps > MAX_ISS_BPS)
    return NFSE_MSG.issInvalid;
  return null;
}

/** "5", "2,5" or "2.75" (percent) → basis points; null when it is not a rate with ≤ 2 decimals. */
export function parseIssPercent(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points → the percent a person types ("2,5"). */
export const issPercentText = (bps: number) =>
  (bps / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2, useGrouping: false });

export const INVOICE_STATUS_LABEL = {
  scheduled: 'Agendada',
  authorized: 'Autorizada',
  cancelled: 'Cancelada',
  error: 'Erro',
} as const;
export type InvoiceState = keyof typeof INVOICE_STATUS_LABEL;

/** A purchase's invoice as its buyer sees it: the status, and the PDF once authorized. */
export interface ItemInvoice {
  status: InvoiceState;
  pdfUrl: string | null;
}

export const INVOICE_LINK_TEXT = 'Nota fiscal (PDF)';
