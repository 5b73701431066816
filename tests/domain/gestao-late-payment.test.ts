import { describe, expect, it } from 'vitest';
import {
  bpsToPercentInput,
  LATE_PAYMENT_MESSAGES,
  latePaymentProblem,
  parsePercentInput,
} from '../../domain/gestao-late-payment';

describe('Multa e juros: percentages as staff type them', () => {
  it('reads "2", "1,5", "0,33", "10 %" and "1.25" as basis points; anything else is no percentage', () => {
    expect(parsePercentInput('2')).toBe(200);
    expect(parsePercentInput('1,5')).toBe(150);
    expect(parsePercentInput('0,33')).toBe(33);
    expect(parsePercentInput(' 10 % ')).toBe(1_000);
    expect(parsePercentInput('1.25')).toBe(125);
    for (const text of ['', '-1', '1,234', 'dois', '2,', ',5', '1e2'])
      expect(parsePercentInput(text)).toBeNull();
  });

  it('writes basis points back the same way', () => {
    expect([200, 150, 33, 0, 1_000, 5].map(bpsToPercentInput)).toEqual([
      '2',
      '1,5',
      '0,33',
      '0',
      '10',
      '0,05',
    ]);
  });

  it('takes a fine from 0 to 2 % (the legal ceiling) and interest from 0 to 10 % a month', () => {
    expect(latePaymentProblem({ lateFineBps: 0, monthlyInterestBps: 0 })).toBeNull();
    expect(latePaymentProblem({ lateFineBps: 200, monthlyInterestBps: 1_000 })).toBeNull();
    expect(latePaymentProblem({ lateFineBps: 201, monthlyInterestBps: 100 })).toBe(
      LATE_PAYMENT_MESSAGES.fineAboveCeiling,
    );
    expect(latePaymentProblem({ lateFineBps: -1, monthlyInterestBps: 100 })).toBe(
      LATE_PAYMENT_MESSAGES.fineInvalid,
    );
    expect(latePaymentProblem({ lateFineBps: 200, monthlyInterestBps: 1_001 })).toBe(
      LATE_PAYMENT_MESSAGES.interestInvalid,
    );
    expect(latePaymentProblem({ lateFineBps: 200, monthlyInterestBps: 0.5 })).toBe(
      LATE_PAYMENT_MESSAGES.interestInvalid,
    );
  });
});
