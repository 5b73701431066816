import type { ChargePreview } from '../../../../../domain/contract/gestao-charges';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { itemCountText } from '../../../../../domain/item-count';

/** The preview as a sentence staff read before confirming. */
export function chargeSummary(p: ChargePreview): string {
  if (p.itemCount === 0) return 'Nenhum membro ativo recebe esta cobrança.';
  const members = p.memberCount === 1 ? '1 membro' : `${p.memberCount} membros`;
  const created = p.itemCount === 1 ? 'Será criado' : 'Serão criados';
  return `${created} ${itemCountText(p.itemCount)} para ${members}, total de ${formatBRL(fromCentavos(p.totalCentavos))}.`;
}

/** The open items a new charge repeats, as the sentence over their list. */
export function duplicatesWarning(p: ChargePreview): string {
  return p.duplicateCount === 1
    ? 'Já existe 1 item em aberto com o mesmo membro, descrição e vencimento:'
    : `Já existem ${p.duplicateCount} itens em aberto com o mesmo membro, descrição e vencimento:`;
}

/** The annuities an annuity charge would repeat, as the sentence over their list. */
export function annuityDuplicatesWarning(p: ChargePreview): string {
  return p.annuityDuplicateCount === 1
    ? 'Anuidade duplicada: já há 1 anuidade do mesmo ano, ou cobrada há menos de 60 dias, para:'
    : `Anuidade duplicada: já há ${p.annuityDuplicateCount} anuidades do mesmo ano, ou cobradas há menos de 60 dias, para:`;
}

/** The annuities the preview did not list one by one. */
export const moreAnnuityDuplicates = (p: ChargePreview) =>
  p.annuityDuplicateCount - p.annuityDuplicates.length;

/** The duplicates the preview did not list one by one. */
export const moreDuplicates = (p: ChargePreview) => p.duplicateCount - p.duplicates.length;

/** What the first month's description will read: "Contribuição 03/2027". */
export function addMonthsLabel(description: string, firstDueDate: string): string {
  const [year, month] = firstDueDate.split('-');
  return `${description} ${month}/${year}`;
}
