import { itemStatus } from '../item-status';
import type { Item } from '../wallet-types';

/** "Pago", "Em aberto" or "Vencido há N dias", each in its own colour. */
export function StatusBadge({ item }: { item: Item }) {
  const status = itemStatus(item);
  return <span className={`badge badge-${status.kind}`}>{status.label}</span>;
}
