import { MANUAL_METHOD_LABEL, ManualMethod } from './contract/gestao-charges';
import { itemCountText } from './item-count';
import { recordedMethodLabel, type RecordedMethodId } from './recorded-methods';

/** How staff said a Baixa manual came in, as a phrase: "dinheiro", "transferência", "outro". */
export function manualMethodText(manualMethod: string): string {
  const known = ManualMethod.safeParse(manualMethod);
  return known.success ? MANUAL_METHOD_LABEL[known.data].toLowerCase() : manualMethod;
}

/** A payment's method in the back office's lists and CSV: "PIX", "Manual (transferência)". */
export function paymentMethodText(method: RecordedMethodId, manualMethod: string | null): string {
  const label = recordedMethodLabel(method);
  return method === 'manual' && manualMethod ? `${label} (${manualMethodText(manualMethod)})` : label;
}

/** What a payment paid, in a line: its one item's description, or "2 itens". */
export const paidForText = (payment: { description: string; items: readonly unknown[] }): string =>
  payment.items.length > 1 ? itemCountText(payment.items.length) : payment.description;
