import { describe, expect, it } from 'vitest';
import { CATEGORY } from '../../domain/constants';
import { checkResidencyProof, parseDay } from '../../domain/registration-rules';
import { RESIDENCY_MSG } from '../../domain/registration-messages';

// 21/11/2026 in São Paulo.
const TODAY = new Date('2026-11-21T12:00:00-03:00');
const resident = {
  categoryId: CATEGORY.RESIDENTE_FELLOW,
  start: '01/03/2025',
  end: '28/02/2028',
  hasProof: true,
};
const check = (over: Partial<typeof resident>) => checkResidencyProof({ ...resident, ...over }, TODAY);

describe('parseDay', () => {
  it('reads DD/MM/AAAA and ISO days', () => {
    expect(parseDay('01/03/2025')).toBe('2025-03-01');
    expect(parseDay(' 2025-03-01 ')).toBe('2025-03-01');
  });

  it('refuses what is not a day of the calendar', () => {
    for (const bad of ['31/02/2025', '2025-13-01', '01/03/25', '', 'ontem']) {
      expect(parseDay(bad), bad).toBeNull();
    }
  });
});

describe('checkResidencyProof', () => {
  it('asks nothing of the other categories', () => {
    for (const categoryId of [CATEGORY.TITULAR, CATEGORY.ASPIRANTE, null, undefined]) {
      expect(checkResidencyProof({ categoryId, start: '', end: '', hasProof: false }, TODAY)).toEqual({
        ok: true,
        period: null,
      });
    }
  });

  it('a Residente ou Fellow with both dates and the proof gives the period', () => {
    expect(check({})).toEqual({ ok: true, period: { start: '2025-03-01', end: '2028-02-28' } });
  });

  it('refuses in the order the form reads: start, end, their order, the end not past, the proof', () => {
    expect(check({ start: ' ' })).toEqual({ ok: false, message: RESIDENCY_MSG.startRequired });
    expect(check({ start: '31/02/2025' })).toEqual({ ok: false, message: RESIDENCY_MSG.startInvalid });
    expect(check({ start: '01/01/1900' })).toEqual({ ok: false, message: RESIDENCY_MSG.startInvalid });
    expect(check({ end: '' })).toEqual({ ok: false, message: RESIDENCY_MSG.endRequired });
    expect(check({ end: '99/99/2028' })).toEqual({ ok: false, message: RESIDENCY_MSG.endInvalid });
    expect(check({ end: '01/03/2025' })).toEqual({ ok: false, message: RESIDENCY_MSG.endNotAfterStart });
    expect(check({ start: '01/03/2023', end: '20/11/2026' })).toEqual({
      ok: false,
      message: RESIDENCY_MSG.alreadyEnded,
    });
    expect(check({ hasProof: false })).toEqual({ ok: false, message: RESIDENCY_MSG.proofRequired });
  });

  it('a residency that ends today still counts', () => {
    expect(check({ start: '01/03/2024', end: '21/11/2026' })).toMatchObject({ ok: true });
  });
});
