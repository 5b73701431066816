import { describe, expect, it } from 'vitest';
import {
  businessDayOnOrAfter,
  easterSunday,
  isBusinessDay,
  nationalHolidays,
  nextBusinessDay,
} from '../../domain/business-days';

describe('business days', () => {
  it('computes Easter Sunday', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it("knows 2026's national and Easter-based banking holidays", () => {
    expect([...nationalHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-02-16', // Carnival Monday
      '2026-02-17', // Carnival Tuesday
      '2026-04-03', // Good Friday
      '2026-04-21',
      '2026-05-01',
      '2026-06-04', // Corpus Christi
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
    ]);
    // 20/11 is national from 2024 on.
    expect(nationalHolidays(2023).has('2023-11-20')).toBe(false);
  });

  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true); // Friday
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-29')).toBe(false); // Sunday
    expect(businessDayOnOrAfter('2026-11-30')).toBe('2026-11-30');
    expect(businessDayOnOrAfter('2026-12-31')).toBe('2026-12-31');
    expect(nextBusinessDay('2026-12-31')).toBe('2027-01-04'); // 01/01 holiday, then a weekend
    expect(nextBusinessDay('2026-04-02')).toBe('2026-04-06'); // Good Friday
  });
});
