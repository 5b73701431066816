import type { Fluxo } from '../../../domain/contract/fluxo';
import { toWireDate } from '../../../domain/dates';

export type FluxoStatus =
  | { kind: 'paid'; label: 'Pago' }
  | { kind: 'pending'; label: 'Pendente' }
  | { kind: 'overdue'; label: string; days: number };

const DAY_MS = 86_400_000;
/** Whole São Paulo calendar days from `from` to `to` (both YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The due date of a wire item, YYYYMMDDTHHmmss, as YYYY-MM-DD. */
const dueDay = (fluxo: Fluxo) =>
  `${fluxo.DATA_VENCIMENTO.slice(0, 4)}-${fluxo.DATA_VENCIMENTO.slice(4, 6)}-${fluxo.DATA_VENCIMENTO.slice(6, 8)}`;

/**
 * Paid, pending, or overdue with how many days: an item is overdue from the day after its due
 * date (it can be paid on the day itself), counted on São Paulo's calendar.
 */
export function fluxoStatus(fluxo: Fluxo, now = new Date()): FluxoStatus {
  if (fluxo.DATA_PAGAMENTO !== '') return { kind: 'paid', label: 'Pago' };
  const days = daysBetween(dueDay(fluxo), toWireDate(now));
  if (days <= 0) return { kind: 'pending', label: 'Pendente' };
  return { kind: 'overdue', days, label: `Vencido há ${days} ${days === 1 ? 'dia' : 'dias'}` };
}
