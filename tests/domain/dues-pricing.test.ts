import { describe, expect, it } from 'vitest';
import {
  amountDueOn,
  daysBetween,
  DEFAULT_RULES,
  firstDueDayNotLateOn,
  isLateOn,
  type PricedItem,
} from '../../domain/dues-pricing';

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

  it('counts late days from the business day a boleto for the due day falls due on (a weekend or holiday moves it)', () => {
    const saturday = { ...annuity, promoCentavos: null, promoUntil: null, dueDay: '2026-12-05' };
    expect(amountDueOn(saturday, DEFAULT_RULES, '2026-12-07')).toMatchObject({
      totalCentavos: 78_000,
      fineCentavos: 0,
      daysLate: 0,
    });
    expect(amountDueOn(saturday, DEFAULT_RULES, '2026-12-08')).toMatchObject({
      fineCentavos: 1_560,
      interestCentavos: 26,
      daysLate: 1,
    });
    // Christmas on a Friday: the Monday after is the first business day.
    const christmas = { ...saturday, dueDay: '2026-12-25' };
    expect(amountDueOn(christmas, DEFAULT_RULES, '2026-12-28').daysLate).toBe(0);
    expect(amountDueOn(christmas, DEFAULT_RULES, '2026-12-29').daysLate).toBe(1);
    expect(isLateOn('2026-12-05', '2026-12-07')).toBe(false);
    expect(isLateOn('2026-12-05', '2026-12-08')).toBe(true);
    expect(isLateOn('2026-12-04', '2026-12-05')).toBe(true);
    expect(firstDueDayNotLateOn('2026-12-07')).toBe('2026-12-05'); // Monday: Saturday's not yet
    expect(firstDueDayNotLateOn('2026-12-08')).toBe('2026-12-08');
    expect(firstDueDayNotLateOn('2026-12-28')).toBe('2026-12-25'); // after Christmas on a Friday
  });

  it('counts calendar days across months and leap years', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-03-31', '2027-03-30')).toBe(-1);
  });
});
