import { describe, expect, it } from 'vitest';
import { splitRefund } from '../../domain/refund-split';

describe('splitRefund', () => {
  it('a full refund gives every item its whole share back', () => {
    expect(splitRefund([45_584, 6_500], 52_084)).toEqual([45_584, 6_500]);
  });

  it('a partial refund goes in proportion, the centavo left over to the largest remainder', () => {
    // 2 501 × 7/10 = 1 750.7 and 2 501 × 3/10 = 750.3: the odd centavo is the first item's.
    expect(splitRefund([7_000, 3_000], 2_501)).toEqual([1_751, 750]);
    // Three equal shares of a refund of 100: 33.33… each, the centavo to the earliest.
    expect(splitRefund([1_000, 1_000, 1_000], 100)).toEqual([34, 33, 33]);
  });

  it('always adds up to the refund and never passes a share', () => {
    const shares = [12_345, 1, 999, 6_500, 0, 78_000];
    const total = shares.reduce((a, b) => a + b, 0);
    for (const refund of [0, 1, 2, 3, 777, 10_000, total - 1, total]) {
      const parts = splitRefund(shares, refund);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(refund);
      parts.forEach((part, i) => expect(part).toBeLessThanOrEqual(shares[i]!));
    }
  });

  it('refuses a refund larger than the payment, negative or fractional', () => {
    expect(() => splitRefund([100, 200], 301)).toThrow(RangeError);
    expect(() => splitRefund([100, 200], -1)).toThrow(RangeError);
    expect(() => splitRefund([100, 200], 1.5)).toThrow(RangeError);
  });
});
