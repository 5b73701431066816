import type { Fluxo, FluxoMes } from '../../../domain/contract/fluxo';
import { toWireDateTime } from '../../../domain/dates';
import { fromCentavos } from '../../../domain/money';
import type { ListedItem } from '../../cash-flow/listed-item';

const KIND_LABEL: Record<string, string> = { annuity: 'Anuidade', due: 'Contribuição', product: 'Produto' };

export function toFluxo(row: ListedItem): Fluxo {
  const promo = row.price.due?.promo;
  return {
    ID_FLUXO_DE_CAIXA: row.id,
    ID_EMITENTE_ML: row.issuerId,
    PROJETO: row.projectDescription ?? KIND_LABEL[row.kind] ?? row.kind,
    HISTORICO: row.description,
    DATA_VENCIMENTO: toWireDateTime(row.dueAt),
    DATA_PAGAMENTO: row.paidAt ? toWireDateTime(row.paidAt) : '',
    VALOR: fromCentavos(row.price.centavos),
    EMITENTE_ML: row.issuerName,
    PAGUE_ATE: promo?.until ?? '',
    ...(promo ? { VALOR_DEPOIS: fromCentavos(promo.thenCentavos) } : {}),
    MULTA_JUROS: fromCentavos((row.price.due?.fineCentavos ?? 0) + (row.price.due?.interestCentavos ?? 0)),
  };
}

/** Month groups in São Paulo time, in the order the rows come (by due date). */
export function groupByMonth(rows: readonly ListedItem[]): FluxoMes[] {
  const groups: FluxoMes[] = [];
  for (const row of rows) {
    const fluxo = toFluxo(row);
    const ANO = Number(fluxo.DATA_VENCIMENTO.slice(0, 4));
    const MES = Number(fluxo.DATA_VENCIMENTO.slice(4, 6));
    const last = groups.at(-1);
    if (last && last.ANO === ANO && last.MES === MES) last.FLUXOS.push(fluxo);
    else groups.push({ MES, ANO, FLUXOS: [fluxo] });
  }
  return groups;
}
