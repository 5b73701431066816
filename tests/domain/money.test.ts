import { describe, expect, it } from 'vitest';
import { formatBRL, fromCentavos, installmentLabel, splitInstallments, toCentavos } from '../../domain/money';

const NBSP = '\u00a0';

describe('toCentavos', () => {
  it('converts BRL numbers to integer centavos without float error', () => {
    expect(toCentavos(530.4)).toBe(53040);
    expect(toCentavos(0.1 + 0.2)).toBe(30);
    expect(toCentavos(364.65)).toBe(36465);
    expect(toCentavos(624)).toBe(62400);
    expect(toCentavos(0)).toBe(0);
  });

  it('rounds half away from zero on the decimal value', () => {
    expect(toCentavos(1.005)).toBe(101);
    expect(toCentavos(2.675)).toBe(268);
    expect(toCentavos(0.125)).toBe(13);
    expect(toCentavos(-0.125)).toBe(-13);
    expect(toCentavos(-1.005)).toBe(-101);
    expect(toCentavos(0.124)).toBe(12);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toCentavos(-0.001), 0)).toBe(true);
  });

  it('rejects non-finite values', () => {
    expect(() => toCentavos(Number.NaN)).toThrow(RangeError);
    expect(() => toCentavos(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('fromCentavos', () => {
  it('converts centavos back to a 2-decimal BRL number', () => {
    expect(fromCentavos(53040)).toBe(530.4);
    expect(fromCentavos(30)).toBe(0.3);
    expect(fromCentavos(36465)).toBe(364.65);
    expect(fromCentavos(-101)).toBe(-1.01);
  });

  it('round-trips with toCentavos', () => {
    for (const c of [0, 1, 99, 2167, 53040, 66300, 123456789]) {
      expect(toCentavos(fromCentavos(c))).toBe(c);
    }
  });

  it('rejects fractional centavos', () => {
    expect(() => fromCentavos(1.5)).toThrow(RangeError);
  });
});

describe('formatBRL', () => {
  it('uses pt-BR currency format with a non-breaking space after R$', () => {
    expect(formatBRL(65)).toBe(`R$${NBSP}65,00`);
    expect(formatBRL(1234567.89)).toBe(`R$${NBSP}1.234.567,89`);
    expect(formatBRL(0.3)).toBe(`R$${NBSP}0,30`);
    expect(formatBRL(-1234.5)).toBe(`-R$${NBSP}1.234,50`);
  });

  it('rounds half away from zero like toCentavos', () => {
    expect(formatBRL(1.005)).toBe(`R$${NBSP}1,01`);
  });
});

describe('splitInstallments', () => {
  it('splits evenly when possible', () => {
    expect(splitInstallments(6500, 1)).toEqual([6500]);
    expect(splitInstallments(6600, 3)).toEqual([2200, 2200, 2200]);
  });

  it('cuts them to the centavo and puts what is left on the last one, as Asaas divides a total', () => {
    // Asaas's own example (Split em parcelamentos): R$ 100,00 in 3 → 33,33, 33,33 and 33,34.
    expect(splitInstallments(10_000, 3)).toEqual([3333, 3333, 3334]);
    expect(splitInstallments(6500, 3)).toEqual([2166, 2166, 2168]);
    expect(splitInstallments(1000, 6)).toEqual([166, 166, 166, 166, 166, 170]);
    // The case: R$ 500,00 in 12x is 11 × R$ 41,66 and R$ 41,74, not 12 × R$ 41,67 = R$ 500,04.
    expect(splitInstallments(50_000, 12)).toEqual([...Array<number>(11).fill(4_166), 4_174]);
    expect(splitInstallments(5, 12)).toEqual([...Array<number>(11).fill(0), 5]);
  });

  it('always sums exactly to the total', () => {
    for (const total of [1, 99, 53040, 66300, 36465, 78000]) {
      for (let n = 1; n <= 12; n++) {
        const parts = splitInstallments(total, n);
        expect(parts).toHaveLength(n);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(parts.every((p) => p >= 0)).toBe(true);
        expect(new Set(parts.slice(0, -1)).size).toBeLessThanOrEqual(1);
      }
    }
  });

  it('rejects invalid totals and counts', () => {
    expect(() => splitInstallments(100, 0)).toThrow(RangeError);
    expect(() => splitInstallments(100, 1.5)).toThrow(RangeError);
    expect(() => splitInstallments(10.5, 2)).toThrow(RangeError);
    expect(() => splitInstallments(-100, 2)).toThrow(RangeError);
  });
});

describe('installmentLabel', () => {
  it('labels a single installment as à vista', () => {
    expect(installmentLabel(6500, 1)).toBe(`1x de R$${NBSP}65,00 (à vista), total R$${NBSP}65,00 sem juros`);
  });

  it('labels each option with its installment, the adjusted last one, the total and "sem juros"', () => {
    expect(installmentLabel(6500, 3)).toBe(
      `3x de R$${NBSP}21,66 (última de R$${NBSP}21,68), total R$${NBSP}65,00 sem juros`,
    );
    expect(installmentLabel(78000, 12)).toBe(`12x de R$${NBSP}65,00, total R$${NBSP}780,00 sem juros`);
    expect(installmentLabel(50000, 12)).toBe(
      `12x de R$${NBSP}41,66 (última de R$${NBSP}41,74), total R$${NBSP}500,00 sem juros`,
    );
  });
});
