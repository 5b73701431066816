import type { TransacaoPaga } from '../../../domain/contract/profile';
import { toWireDateTime } from '../../../domain/dates';
import { fromCentavos } from '../../../domain/money';
import { receiptUrl, type PaidTransaction } from '../../payments/paid-transactions';
import { methodLabel } from '../../payments/receipt';

export const toTransacaoPaga = (p: PaidTransaction): TransacaoPaga => ({
  ID_ZOOP_TRANSACAO: p.gatewayId,
  ID_FLUXO_DE_CAIXA: p.itemId,
  HISTORICO: p.description,
  EMITENTE_ML: p.associationName,
  VALOR: fromCentavos(p.amountCentavos),
  TIPO: p.method as TransacaoPaga['TIPO'],
  FORMA_PAGAMENTO: methodLabel(p.method, p.installments, p.manualMethod),
  PARCELAS: p.installments,
  DATA_PAGAMENTO: toWireDateTime(p.paidAt),
  RECIBO_URL: receiptUrl(p.gatewayId),
  ITENS: p.items.map((item) => ({
    ID_FLUXO_DE_CAIXA: item.itemId,
    HISTORICO: item.description,
    VALOR: fromCentavos(item.amountCentavos),
  })),
  ...(p.refund && {
    DATA_ESTORNO: toWireDateTime(p.refund.at),
    VALOR_ESTORNADO: fromCentavos(p.refund.amountCentavos),
  }),
});
