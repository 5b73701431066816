import { describe, expect, it } from 'vitest';
import {
  DECLINED_BY_ISSUER_MESSAGE,
  INVALID_CARD_NUMBER_MESSAGE,
  SANDBOX_CARDS,
  detectBrand,
  isExpired,
  last4,
  luhnValid,
  sandboxCardOutcome,
} from '../../../server/gateways/payment/card';

describe('luhnValid', () => {
  it('accepts the textbook example, worked by hand', () => {
    // 7992739871|3: doubling every second digit from the right of 7992739871 gives
    // 7 18→9 9 4 7 6 9 16→7 7 2 → 7+9+9+4+7+6+9+7+7+2 = 67; 67 + 3 = 70, a multiple of 10.
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });

  it.each([
    '4111111111111111',
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    '5555555555554444',
    '378282246310005',
  ])('accepts %s', (number) => {
    expect(luhnValid(number)).toBe(true);
  });

  it.each(['4111111111111112', '1234567812345678', '', 'abcd', '4111x11111111111'])(
    'rejects %j',
    (number) => {
      expect(luhnValid(number)).toBe(false);
    },
  );
});

describe('detectBrand', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['4000000000000002', 'Visa'],
    ['5555555555554444', 'MasterCard'],
    ['5105105105105100', 'MasterCard'],
    ['2221000000000009', 'MasterCard'],
    ['2720990000000007', 'MasterCard'],
    ['2220990000000000', 'Outra'],
    ['2721000000000000', 'Outra'],
    ['5600000000000000', 'Outra'],
    ['378282246310005', 'Amex'],
    ['371449635398431', 'Amex'],
    ['6362970000457013', 'Elo'],
    ['5067230000000000', 'Elo'],
    ['4011780000000000', 'Elo'],
    ['6011111111111117', 'Outra'],
    ['', 'Outra'],
    ['4111 1111 1111 1111', 'Visa'],
  ] as const)('%s is %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });
});

describe('last4', () => {
  it('ignores spaces and dashes', () => {
    expect(last4('4111 1111 1111 1234')).toBe('1234');
    expect(last4('5555-5555-5555-4444')).toBe('4444');
  });
});

describe('sandboxCardOutcome', () => {
  it('approves the approval test cards', () => {
    expect(sandboxCardOutcome('4111 1111 1111 1111')).toEqual({ ok: true });
    expect(sandboxCardOutcome('5555555555554444')).toEqual({ ok: true });
  });

  it('declines 4000 0000 0000 0002 with the issuer message in Portuguese', () => {
    expect(sandboxCardOutcome('4000 0000 0000 0002')).toEqual({
      ok: false,
      message: 'Transação recusada pelo banco emissor.',
    });
    expect(DECLINED_BY_ISSUER_MESSAGE).toBe('Transação recusada pelo banco emissor.');
  });

  it.each(['4111111111111112', '1234', 'not a card', '', '0000000000'])(
    'answers %j with the gateway error',
    (number) => {
      expect(sandboxCardOutcome(number)).toEqual({
        ok: false,
        message: 'The card number is not a valid credit card number.',
      });
    },
  );

  it('approves other Luhn-valid numbers', () => {
    expect(sandboxCardOutcome('378282246310005')).toEqual({ ok: true });
    expect(sandboxCardOutcome('5105105105105100')).toEqual({ ok: true });
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

describe('isExpired', () => {
  it('keeps a card valid through the last day of its expiry month in Brasília', () => {
    expect(isExpired(3, 2026, new Date('2026-03-31T23:59:00-03:00'))).toBe(false);
    expect(isExpired(3, 2026, new Date('2026-04-01T00:00:00-03:00'))).toBe(true);
    expect(isExpired(3, 26, new Date('2026-03-15T12:00:00Z'))).toBe(false);
  });

  it('compares years before months', () => {
    expect(isExpired(12, 2025, new Date('2026-01-10T12:00:00Z'))).toBe(true);
    expect(isExpired(1, 2027, new Date('2026-12-10T12:00:00Z'))).toBe(false);
  });

  it('rejects impossible months', () => {
    expect(() => isExpired(0, 2026, new Date())).toThrow(RangeError);
    expect(() => isExpired(13, 2026, new Date())).toThrow(RangeError);
  });
});
