import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDisplayDate,
  fromPixExpiry,
  fromWireDateTime,
  isWireDate,
  toPixExpiry,
  toWireDate,
  toWireDateTime,
  WIRE_DATE_RE,
  WIRE_DATE_TIME_RE,
} from '../../domain/dates';

describe('toWireDateTime', () => {
  it('formats in São Paulo wall-clock time (UTC−3)', () => {
    expect(toWireDateTime(new Date('2026-11-10T03:00:00Z'))).toBe('20261110T000000');
    expect(toWireDateTime(new Date('2026-06-15T15:04:05Z'))).toBe('20260615T120405');
  });

  it('moves to the previous São Paulo day shortly after midnight UTC', () => {
    expect(toWireDateTime(new Date('2026-11-10T02:30:00Z'))).toBe('20261109T233000');
  });

  it('applies historical DST from the tz database (UTC−2 in January 2018)', () => {
    expect(toWireDateTime(new Date('2018-01-15T12:00:00Z'))).toBe('20180115T100000');
  });

  it('rejects an invalid Date', () => {
    expect(() => toWireDateTime(new Date('nope'))).toThrow(RangeError);
  });

  it('agrees with Intl at every instant, across DST changes and the 1914 change from local mean time', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Sao_Paulo',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    const expected = (ms: number) =>
      intl
        .format(ms)
        .replace(/[-: ]/g, '')
        .replace(/^(\d{8})/, '$1T');
    const transitions = [
      Date.UTC(1914, 0, 1, 3, 6, 28), // LMT −3:06:28 → −3, in the middle of an hour
      Date.UTC(2018, 10, 4, 3), // DST starts: 00:00 → 01:00
      Date.UTC(2019, 1, 17, 2), // DST ends: 00:00 → 23:00 the day before
    ];
    for (const at of transitions)
      for (let ms = at - 7_200_000; ms <= at + 7_200_000; ms += 61_000)
        expect(toWireDateTime(new Date(ms))).toBe(expected(ms));
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(toWireDateTime(new Date(ms))).toBe(expected(ms));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('fromWireDateTime', () => {
  it('interprets the string as São Paulo wall-clock time', () => {
    expect(fromWireDateTime('20261110T000000').toISOString()).toBe('2026-11-10T03:00:00.000Z');
    expect(fromWireDateTime('20261231T235959').toISOString()).toBe('2027-01-01T02:59:59.000Z');
    expect(fromWireDateTime('20180115T100000').toISOString()).toBe('2018-01-15T12:00:00.000Z');
  });

  it('round-trips with toWireDateTime', () => {
    for (const s of ['20261110T000000', '20260228T235959', '20240229T123456', '20270101T000001']) {
      expect(toWireDateTime(fromWireDateTime(s))).toBe(s);
    }
    const d = new Date('2026-11-10T02:30:00Z');
    expect(fromWireDateTime(toWireDateTime(d)).getTime()).toBe(d.getTime());
  });

  it.each([
    '',
    '2026-11-10T00:00:00',
    '20261110 000000',
    '20261110T0000',
    '20261310T000000',
    '20260230T000000',
    '20261110T240000',
    '20261110T006000',
    '20261110T000060',
    ' 20261110T000000',
  ])('throws a clear error for malformed %j', (s) => {
    expect(() => fromWireDateTime(s)).toThrow(/Malformed wire date-time/);
  });
});

describe('toWireDate', () => {
  it('returns the São Paulo calendar date', () => {
    expect(toWireDate(new Date('2026-11-10T03:00:00Z'))).toBe('2026-11-10');
    expect(toWireDate(new Date('2026-11-10T02:59:59Z'))).toBe('2026-11-09');
    expect(toWireDate(new Date('2026-01-01T01:00:00Z'))).toBe('2025-12-31');
  });
});

describe('isWireDate', () => {
  it('accepts real calendar dates in YYYY-MM-DD', () => {
    expect(isWireDate('2026-11-10')).toBe(true);
    expect(isWireDate('2024-02-29')).toBe(true);
    expect(isWireDate('2000-02-29')).toBe(true);
  });

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-11-00',
    '2026-1-10',
    '10/11/2026',
    '20261110',
    '2026-11-10T00:00:00',
    '',
  ])('rejects %j', (s) => {
    expect(isWireDate(s)).toBe(false);
  });
});

describe('PIX expiry', () => {
  it('formats in UTC', () => {
    expect(toPixExpiry(new Date('2026-11-10T02:30:05Z'))).toBe('2026-11-10 02:30:05');
  });

  it('parses as UTC', () => {
    expect(fromPixExpiry('2026-11-10 02:30:05').toISOString()).toBe('2026-11-10T02:30:05.000Z');
  });

  it('round-trips', () => {
    const d = new Date('2026-12-31T23:59:59Z');
    expect(fromPixExpiry(toPixExpiry(d)).getTime()).toBe(d.getTime());
  });

  it.each(['2026-11-10T02:30:05', '2026-11-10 02:30', '2026-02-30 00:00:00', '2026-11-10 25:00:00', ''])(
    'throws a clear error for malformed %j',
    (s) => {
      expect(() => fromPixExpiry(s)).toThrow(/Malformed PIX expiry/);
    },
  );
});

describe('formatDisplayDate', () => {
  it('formats a Date as DD/MM/YYYY in São Paulo time', () => {
    expect(formatDisplayDate(new Date('2026-11-10T12:00:00Z'))).toBe('10/11/2026');
    expect(formatDisplayDate(new Date('2026-11-10T02:30:00Z'))).toBe('09/11/2026');
  });

  it('formats wire date-times and wire dates by their calendar date', () => {
    expect(formatDisplayDate('20261110T000000')).toBe('10/11/2026');
    expect(formatDisplayDate('20261110T235959')).toBe('10/11/2026');
    expect(formatDisplayDate('2026-03-05')).toBe('05/03/2026');
  });

  it('throws on malformed strings', () => {
    expect(() => formatDisplayDate('10/11/2026')).toThrow(/Malformed date/);
    expect(() => formatDisplayDate('2026-02-30')).toThrow(/Malformed date/);
  });
});

describe('wire regexes', () => {
  it('match only their own format', () => {
    expect(WIRE_DATE_TIME_RE.test('20261110T000000')).toBe(true);
    expect(WIRE_DATE_TIME_RE.test('2026-11-10')).toBe(false);
    expect(WIRE_DATE_RE.test('2026-11-10')).toBe(true);
    expect(WIRE_DATE_RE.test('20261110T000000')).toBe(false);
  });
});
