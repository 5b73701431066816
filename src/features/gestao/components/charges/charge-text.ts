import type { ChargePreview } from '../../../../../domain/contract/gestao-charges';
import { formatBRL, fromCentavos } from '../../../../../domain/money';

/** The preview as a sentence staff read before confirming. */
export function chargeSummary(p: ChargePreview): string {
  if (p.itemCount === 0) return 'Nenhum membro ativo recebe esta cobrança.';
  const items = p.itemCount === 1 ? '1 item' : `${p.itemCount} itens`;
  const members = p.memberCount === 1 ? '1 membro' : `${p.memberCount} membros`;
  return `Serão criados ${items} para ${members}, total de ${formatBRL(fromCentavos(p.totalCentavos))}.`;
}

/** What the first month's description will read: "Contribuição 03/2027". */
export function addMonthsLabel(description: string, firstDueDate: string): string {
  const [year, month] = firstDueDate.split('-');
  return `${description} ${month}/${year}`;
}
