import { describe, expect, it } from 'vitest';
import { countUpdatePoints } from '../../domain/update-points';

const RULE = { years: 5, maxPerYear: 40 };

describe('countUpdatePoints', () => {
  it('sums each year of the window and counts at most the yearly cap', () => {
    const { perYear, total } = countUpdatePoints(
      [
        { year: 2026, points: 30 },
        { year: 2026, points: 25 },
        { year: 2024, points: 10 },
        { year: 2022, points: 40 },
      ],
      RULE,
      2026,
    );
    expect(perYear).toEqual([
      { year: 2022, points: 40, counted: 40 },
      { year: 2023, points: 0, counted: 0 },
      { year: 2024, points: 10, counted: 10 },
      { year: 2025, points: 0, counted: 0 },
      { year: 2026, points: 55, counted: 40 },
    ]);
    expect(total).toBe(90);
  });

  it('leaves out what falls before the window or after this year', () => {
    const entries = [
      { year: 2021, points: 20 },
      { year: 2027, points: 20 },
      { year: 2025, points: 3 },
    ];
    expect(countUpdatePoints(entries, RULE, 2026).total).toBe(3);
  });

  it('is empty with nothing earned', () => {
    expect(countUpdatePoints([], { years: 2, maxPerYear: 10 }, 2026)).toEqual({
      perYear: [
        { year: 2025, points: 0, counted: 0 },
        { year: 2026, points: 0, counted: 0 },
      ],
      total: 0,
    });
  });
});
