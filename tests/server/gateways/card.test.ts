import { describe, expect, it } from 'vitest';
import { detectBrand, luhnValid } from '../../../domain/card-number';
import {
  DECLINED_BY_ISSUER_MESSAGE,
  INVALID_CARD_NUMBER_MESSAGE,
  SANDBOX_CARDS,
  last4,
  sandboxCardOutcome,
} from '../../../server/gateways/payment/card';

describe('last4', () => {
  it('ignores spaces and dashes', () => {
    expect(last4('4111 1111 1111 1234')).toBe('1234');
    expect(last4('5555-5555-5555-4444')).toBe('4444');
  });
});

describe('sandboxCardOutcome', () => {
  it('approves the approval test cards', () => {
    expect(sandboxCardOutcome('4111 1111 1111 1111')).toEqual({ ok: true, value: undefined });
    expect(sandboxCardOutcome('5555555555554444')).toEqual({ ok: true, value: undefined });
  });

  it('declines 4000 0000 0000 0002 with the association message in Portuguese', () => {
    expect(sandboxCardOutcome('4000 0000 0000 0002')).toEqual({
      ok: false,
      message: 'Transação recusada pelo banco emissor.',
    });
    expect(DECLINED_BY_ISSUER_MESSAGE).toBe('Transação recusada pelo banco emissor.');
  });

  it.each([
    '4111111111111112',
    '1234',
    'not a card',
    '',
    '0000000000',
    '0000000000000000',
    '8888888888888888',
  ])('answers %j with the gateway error', (number) => {
    expect(sandboxCardOutcome(number)).toEqual({
      ok: false,
      message: 'The card number is not a valid credit card number.',
    });
  });

  it('approves other Luhn-valid numbers', () => {
    expect(sandboxCardOutcome('378282246310005')).toEqual({ ok: true, value: undefined });
    expect(sandboxCardOutcome('5105105105105100')).toEqual({ ok: true, value: undefined });
  });

  it('lists only Luhn-valid sandbox cards whose brand matches', () => {
    for (const card of SANDBOX_CARDS) {
      expect(luhnValid(card.number), card.number).toBe(true);
      expect(detectBrand(card.number)).toBe(card.brand);
      expect(sandboxCardOutcome(card.number)).toEqual(card.outcome);
    }
    expect(INVALID_CARD_NUMBER_MESSAGE).toBe('The card number is not a valid credit card number.');
  });
});
