import { formatDisplayDate } from './dates';

/**
 * Public-purchase texts the spec leaves unwritten (it names the check, not the words).
 * The spec's own texts (§5 required fields, already paid…) stay in messages.ts.
 */
export const PURCHASE_MSG = {
  productNotFound: 'Produto não encontrado',
  categoryUnavailable: 'A categoria informada não está disponível para este produto.',
  countryInvalid: 'O país informado é inválido.',
  documentInvalid: 'O documento informado é inválido.',
  purchaseCreated: 'Compra registrada. Escolha a forma de pagamento.',
} as const;

/** A finished product: shown on its page and answered by the server when someone still tries. */
export function salesEnded(endsAt: Date | string): string {
  return `As vendas deste produto foram encerradas em ${formatDisplayDate(endsAt)}.`;
}

export function availableUntil(endsAt: Date | string): string {
  return `Disponível até ${formatDisplayDate(endsAt)}`;
}
