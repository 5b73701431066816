import { describe, expect, it } from 'vitest';
import { addDays, startOfDay, todayInSaoPaulo } from '../../../domain/sao-paulo-days';

describe('São Paulo days', () => {
  it('starts a day at midnight São Paulo time, and at 01:00 on the day DST began in 2018', () => {
    expect(startOfDay('2026-11-21').toISOString()).toBe('2026-11-21T03:00:00.000Z');
    expect(startOfDay('2018-11-04').toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(startOfDay('2018-01-15').toISOString()).toBe('2018-01-15T02:00:00.000Z');
  });

  it('hands out a fresh Date each time, so a caller changing one cannot change the next', () => {
    const first = startOfDay('2026-11-21');
    first.setFullYear(1999);
    expect(startOfDay('2026-11-21').toISOString()).toBe('2026-11-21T03:00:00.000Z');
  });

  it('adds calendar days across months, years and leap days, forwards and back', () => {
    expect(addDays('2026-11-21', 30)).toBe('2026-12-21');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-21', 0)).toBe('2026-11-21');
    expect(addDays('2026-11-21', 360)).toBe('2027-11-16');
  });

  it('tells today by the São Paulo calendar', () => {
    expect(todayInSaoPaulo(new Date('2026-11-22T02:59:59Z'))).toBe('2026-11-21');
    expect(todayInSaoPaulo(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-22');
  });
});
