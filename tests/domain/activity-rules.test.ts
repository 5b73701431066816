import { describe, expect, it } from 'vitest';
import { ACTIVITY_MSG } from '../../domain/activity-messages';
import { activityErrors } from '../../domain/activity-rules';

const TODAY = '2026-11-28';
const ok = { name: 'Curso de Catarata', date: '2026-03-15', points: '10' };
const errorsOf = (fields: Partial<typeof ok>) => activityErrors({ ...ok, ...fields }, TODAY, 2022);

describe('activityErrors', () => {
  it('accepts a named activity of the window, up to today, worth 1 to 100 points', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ date: TODAY, points: '100' })).toEqual({});
    expect(errorsOf({ date: '2022-01-01', points: ' 1 ' })).toEqual({});
  });

  it('names what is wrong, field by field', () => {
    expect(errorsOf({ name: ' ' }).name).toBe(ACTIVITY_MSG.nameRequired);
    expect(errorsOf({ name: 'a'.repeat(201) }).name).toBe(ACTIVITY_MSG.nameTooLong);
    expect(errorsOf({ date: '' }).date).toBe(ACTIVITY_MSG.dateInvalid);
    expect(errorsOf({ date: '2026-02-29' }).date).toBe(ACTIVITY_MSG.dateInvalid);
    expect(errorsOf({ date: '2026-11-29' }).date).toBe(ACTIVITY_MSG.dateInFuture);
    expect(errorsOf({ date: '2021-12-31' }).date).toBe(ACTIVITY_MSG.dateTooOld(2022));
    for (const points of ['', '0', '-1', '1.5', '101', '1e2', 'dez']) {
      expect(errorsOf({ points }).points, points).toBe(ACTIVITY_MSG.pointsInvalid);
    }
  });
});
