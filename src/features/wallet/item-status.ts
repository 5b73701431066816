import { toWireDate } from '../../../domain/dates';
import type { Item } from './wallet-types';

export type ItemStatus =
  | { kind: 'paid'; label: 'Pago' }
  | { kind: 'pending'; label: 'Em aberto' }
  | { kind: 'overdue'; label: string; days: number };

const DAY_MS = 86_400_000;
/** Whole São Paulo calendar days from `from` to `to` (both YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Paid, pending, or overdue with how many days: an item is overdue from the day after its due
 * date (it can be paid on the day itself), counted on São Paulo's calendar.
 */
export function itemStatus(item: Item, now = new Date()): ItemStatus {
  if (item.paidAt !== null) return { kind: 'paid', label: 'Pago' };
  const days = daysBetween(item.dueAt, toWireDate(now));
  if (days <= 0) return { kind: 'pending', label: 'Em aberto' };
  return { kind: 'overdue', days, label: `Vencido há ${days} ${days === 1 ? 'dia' : 'dias'}` };
}
