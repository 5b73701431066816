/** Points earned in one year (São Paulo calendar): a certificate's event or an accepted activity. */
export interface PointsEntry {
  year: number;
  points: number;
}

/** The association's "Meta de pontos": over how many years, at most how many count a year. */
export interface PointsRule {
  years: number;
  maxPerYear: number;
}

/**
 * The goal's years up to `thisYear`, oldest first: what was earned each year and how much of it
 * counts (at most `maxPerYear`); entries outside the window count for nothing.
 */
export function countUpdatePoints(entries: readonly PointsEntry[], rule: PointsRule, thisYear: number) {
  const perYear = Array.from({ length: rule.years }, (_, i) => {
    const year = thisYear - rule.years + 1 + i;
    const points = entries.filter((e) => e.year === year).reduce((sum, e) => sum + e.points, 0);
    return { year, points, counted: Math.min(points, rule.maxPerYear) };
  });
  return { perYear, total: perYear.reduce((sum, y) => sum + y.counted, 0) };
}
