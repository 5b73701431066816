import { describe, expect, it } from 'vitest';
import { isExpired, isValidExpiry, readCardExpiry } from '../../domain/card-expiry';

describe('readCardExpiry', () => {
  it('reads the month picker and the typed MM/AAAA box alike', () => {
    expect(readCardExpiry('2028-12')).toEqual({ month: 12, year: 2028 });
    expect(readCardExpiry('12/2028')).toEqual({ month: 12, year: 2028 });
    expect(readCardExpiry(' 03/2031 ')).toEqual({ month: 3, year: 2031 });
    // The year as printed on the card.
    expect(readCardExpiry('12/28')).toEqual({ month: 12, year: 2028 });
  });

  it('reads a month that is none, for isValidExpiry to refuse', () => {
    expect(readCardExpiry('13/2028')).toEqual({ month: 13, year: 2028 });
    expect(isValidExpiry({ month: 13, year: 2028 })).toBe(false);
    expect(isValidExpiry({ month: 0, year: 2028 })).toBe(false);
    expect(isValidExpiry({ month: 12, year: 1999 })).toBe(false);
    expect(isValidExpiry({ month: 12, year: 2028 })).toBe(true);
  });

  it.each(['', '12/', '12/202', '122028', '2028/12', 'dez/2028'])('%j is no expiry', (text) => {
    expect(readCardExpiry(text)).toBeNull();
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
