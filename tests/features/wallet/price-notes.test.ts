import { describe, expect, it } from 'vitest';
import { priceNotes, priceOfFluxo } from '../../../src/features/wallet/price-notes';

describe('priceNotes', () => {
  it('says the early price and its last day while it applies', () => {
    expect(priceNotes({ amountCentavos: 66_300, promoUntil: '2027-01-31', lateFeesCentavos: 0 })).toEqual([
      'Pague até 31/01/2027: R$\u00a0663,00',
    ]);
  });

  it('says the fine and interest of an overdue item, and nothing for a plain one', () => {
    expect(priceNotes({ amountCentavos: 6_728, promoUntil: null, lateFeesCentavos: 228 })).toEqual([
      'Multa e juros: R$\u00a02,28',
    ]);
    expect(priceNotes({ amountCentavos: 6_500, promoUntil: null, lateFeesCentavos: 0 })).toEqual([]);
  });

  it('reads the wire item: VALOR, PAGUE_ATE and MULTA_JUROS in reais', () => {
    const fluxo = {
      ID_FLUXO_DE_CAIXA: 1,
      ID_EMITENTE_ML: 428,
      PROJETO: 'Contribuição',
      HISTORICO: 'Contribuição mensal 10/2026',
      DATA_VENCIMENTO: '20261010T120000',
      DATA_PAGAMENTO: '' as const,
      VALOR: 67.28,
      EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
      PAGUE_ATE: '' as const,
      MULTA_JUROS: 2.28,
    };
    expect(priceOfFluxo(fluxo)).toEqual({ amountCentavos: 6_728, promoUntil: null, lateFeesCentavos: 228 });
  });
});
