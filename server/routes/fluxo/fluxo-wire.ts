import type { Fluxo, FluxoMes } from '../../../domain/contract/fluxo';
import { toWireDateTime } from '../../../domain/dates';
import { fromCentavos } from '../../../domain/money';
import type { ListedItem } from '../../cash-flow/listed-item';

const KIND_LABEL: Record<string, string> = { annuity: 'Anuidade', due: 'Contribuição', product: 'Produto' };

export function toFluxo(row: ListedItem): Fluxo {
  const promo = row.price.due?.promo;
  return {
    ID_FLUXO_DE_CAIXA: row.id,
    ID_EMITENTE_ML: row.associationId,
    PROJETO: row.productDescription ?? KIND_LABEL[row.kind] ?? row.kind,
    HISTORICO: row.description,
    DATA_VENCIMENTO: toWireDateTime(row.dueAt),
    DATA_PAGAMENTO: row.paidAt ? toWireDateTime(row.paidAt) : '',
    VALOR: fromCentavos(row.price.centavos),
    EMITENTE_ML: row.associationName,
    PAGUE_ATE: promo?.until ?? '',
    ...(promo ? { VALOR_DEPOIS: fromCentavos(promo.thenCentavos) } : {}),
    MULTA_JUROS: fromCentavos((row.price.due?.fineCentavos ?? 0) + (row.price.due?.interestCentavos ?? 0)),
    ...(row.boletoIssued === undefined ? {} : { BOLETO_EMITIDO: row.boletoIssued }),
    ...(row.refund && {
      ESTORNO: {
        DATA: toWireDateTime(row.refund.at),
        VALOR: fromCentavos(row.refund.amountCentavos),
        VALOR_PAGO: fromCentavos(row.refund.paidCentavos),
      },
    }),
  };
}

/**
 * Month groups in São Paulo time, in the order the rows come: a paid item in the month it was
 * paid, an unpaid one in the month it falls due (listMemberItems' order).
 */
export function groupByMonth(rows: readonly ListedItem[]): FluxoMes[] {
  const groups: FluxoMes[] = [];
  for (const row of rows) {
    const fluxo = toFluxo(row);
    const day = fluxo.DATA_PAGAMENTO || fluxo.DATA_VENCIMENTO;
    const ANO = Number(day.slice(0, 4));
    const MES = Number(day.slice(4, 6));
    const last = groups.at(-1);
    if (last && last.ANO === ANO && last.MES === MES) last.FLUXOS.push(fluxo);
    else groups.push({ MES, ANO, FLUXOS: [fluxo] });
  }
  return groups;
}
