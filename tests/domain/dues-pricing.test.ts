import { describe, expect, it } from 'vitest';
import { amountDueOn, daysBetween, DEFAULT_RULES, type PricedItem } from '../../domain/dues-pricing';

const annuity: PricedItem = {
  kind: 'annuity',
  amountCentavos: 78_000,
  promoCentavos: 66_300,
  promoUntil: '2027-01-31',
  dueDay: '2027-03-31',
};

describe('amountDueOn', () => {
  it('charges the early-payment price up to and on its last day, the normal price the day after', () => {
    expect(amountDueOn(annuity, DEFAULT_RULES, '2027-01-30')).toMatchObject({
      totalCentavos: 66_300,
      promo: { until: '2027-01-31', centavos: 66_300, thenCentavos: 78_000 },
    });
    expect(amountDueOn(annuity, DEFAULT_RULES, '2027-01-31').totalCentavos).toBe(66_300);
    expect(amountDueOn(annuity, DEFAULT_RULES, '2027-02-01')).toMatchObject({
      totalCentavos: 78_000,
      promo: null,
      fineCentavos: 0,
    });
  });

  it('adds nothing on the due date, a 2 % fine and a day of interest the day after', () => {
    expect(amountDueOn(annuity, DEFAULT_RULES, '2027-03-30').totalCentavos).toBe(78_000);
    expect(amountDueOn(annuity, DEFAULT_RULES, '2027-03-31')).toMatchObject({
      totalCentavos: 78_000,
      daysLate: 0,
    });
    // 2 % of 780.00 = 15.60; 1 % a month for 1 day = 780.00 × 0.01 / 30 = 0.26.
    expect(amountDueOn(annuity, DEFAULT_RULES, '2027-04-01')).toMatchObject({
      fineCentavos: 1_560,
      interestCentavos: 26,
      daysLate: 1,
      totalCentavos: 79_586,
    });
  });

  it('grows interest pro rata die while the fine stays', () => {
    const after30 = amountDueOn(annuity, DEFAULT_RULES, '2027-04-30');
    expect(after30).toMatchObject({ daysLate: 30, fineCentavos: 1_560, interestCentavos: 780 });
  });

  it("follows the association's rules and never fines above the legal 2 %", () => {
    const rules = { lateFineBps: 100, monthlyInterestBps: 0 };
    expect(amountDueOn(annuity, rules, '2027-05-01')).toMatchObject({
      fineCentavos: 780,
      interestCentavos: 0,
    });
    const tooHigh = { lateFineBps: 1_000, monthlyInterestBps: 0 };
    expect(amountDueOn(annuity, tooHigh, '2027-05-01').fineCentavos).toBe(1_560);
  });

  it('prices late fees on the price that applied, never on a promo that has ended', () => {
    const promoToTheEnd = { ...annuity, promoUntil: '2027-03-31' };
    expect(amountDueOn(promoToTheEnd, DEFAULT_RULES, '2027-03-31').totalCentavos).toBe(66_300);
    expect(amountDueOn(promoToTheEnd, DEFAULT_RULES, '2027-04-01').priceCentavos).toBe(78_000);
  });

  it('charges a store product its price whatever the day', () => {
    const product = {
      kind: 'product',
      amountCentavos: 5_000,
      promoCentavos: null,
      promoUntil: null,
      dueDay: '2026-01-01',
    };
    expect(amountDueOn(product, DEFAULT_RULES, '2027-01-01')).toMatchObject({
      totalCentavos: 5_000,
      daysLate: 0,
    });
  });

  it('counts calendar days across months and leap years', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-03-31', '2027-03-30')).toBe(-1);
  });
});
