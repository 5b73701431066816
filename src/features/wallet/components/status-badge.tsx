import type { Fluxo } from '../../../../domain/contract/fluxo';
import { fluxoStatus } from '../fluxo-status';

/** "Pago", "Pendente" or "Vencido há N dias", each in its own colour. */
export function StatusBadge({ fluxo }: { fluxo: Fluxo }) {
  const status = fluxoStatus(fluxo);
  return <span className={`badge badge-${status.kind}`}>{status.label}</span>;
}
