import { describe, expect, it } from 'vitest';
import { priceNotes, priceOfItem } from '../../../src/features/wallet/price-notes';

describe('priceNotes', () => {
  it('says the early price, its last day (DD/MM) and the normal price after it', () => {
    expect(
      priceNotes({
        amountCentavos: 53_040,
        promoUntil: '2027-03-31',
        afterPromoCentavos: 62_400,
        lateFeesCentavos: 0,
      }),
    ).toEqual(['R$\u00a0530,40 até 31/03; depois R$\u00a0624,00']);
  });

  it('says the early price and its last day when the price after it is not known', () => {
    expect(
      priceNotes({
        amountCentavos: 66_300,
        promoUntil: '2027-01-31',
        afterPromoCentavos: null,
        lateFeesCentavos: 0,
      }),
    ).toEqual(['Pague até 31/01/2027: R$\u00a0663,00']);
  });

  it('says the fine and interest of an overdue item, and nothing for a plain one', () => {
    expect(
      priceNotes({
        amountCentavos: 6_728,
        promoUntil: null,
        afterPromoCentavos: null,
        lateFeesCentavos: 228,
      }),
    ).toEqual(['Multa e juros: R$\u00a02,28']);
    expect(
      priceNotes({ amountCentavos: 6_500, promoUntil: null, afterPromoCentavos: null, lateFeesCentavos: 0 }),
    ).toEqual([]);
  });

  it("reads an item's price: today's amount, the early price's last day, fine and interest", () => {
    const item = {
      id: 1,
      associationId: 428,
      associationName: 'Sociedade Demo de Oftalmologia',
      description: 'Contribuição mensal 10/2026',
      dueAt: '2026-10-10',
      paidAt: null,
      amountCentavos: 6_728,
      promoUntil: null,
      afterPromoCentavos: null,
      lateFeesCentavos: 228,
      boletoIssued: false,
      refund: null,
    };
    expect(priceOfItem(item)).toEqual({
      amountCentavos: 6_728,
      promoUntil: null,
      afterPromoCentavos: null,
      lateFeesCentavos: 228,
    });
  });
});
