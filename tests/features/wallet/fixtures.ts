import type { Fluxo } from '../../../domain/contract/fluxo';

/** Maria's monthly due as obterFluxo answers it. */
export const ITEM: Fluxo = {
  ID_FLUXO_DE_CAIXA: 42,
  ID_EMITENTE_ML: 428,
  PROJETO: 'Contribuição',
  HISTORICO: 'Contribuição mensal 12/2026',
  DATA_VENCIMENTO: '20261210T120000',
  DATA_PAGAMENTO: '',
  VALOR: 65,
  EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
};
