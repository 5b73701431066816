/** Reads the JSON reports of Vitest (Jest's shape) and Playwright that `npm test` writes. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; startTime: number; endTime: number }[];
}
interface PlaywrightSuite {
  file: string;
  specs: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}
type Report = { kind: 'vitest'; report: VitestReport } | { kind: 'playwright'; report: PlaywrightReport };

function reports(dir: string): Report[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as VitestReport | PlaywrightReport)
    .map((report) => ('testResults' in report ? { kind: 'vitest', report } : { kind: 'playwright', report }));
}

function suiteMilliseconds(suite: PlaywrightSuite): number {
  const own = suite.specs
    .flatMap((s) => s.tests.flatMap((t) => t.results))
    .reduce((sum, r) => sum + r.duration, 0);
  return own + (suite.suites ?? []).reduce((sum, child) => sum + suiteMilliseconds(child), 0);
}

export function slowestFiles(dir: string, count: number): { name: string; seconds: number }[] {
  const files = reports(dir).flatMap((r) =>
    r.kind === 'vitest'
      ? r.report.testResults.map((f) => ({
          name: relative('.', f.name),
          seconds: (f.endTime - f.startTime) / 1000,
        }))
      : r.report.suites.map((s) => ({ name: `tests/e2e/${s.file}`, seconds: suiteMilliseconds(s) / 1000 })),
  );
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

export function testCounts(dir: string): { passed: number; failed: number; skipped: number } {
  return reports(dir).reduce(
    (sum, r) =>
      r.kind === 'vitest'
        ? {
            passed: sum.passed + r.report.numPassedTests,
            failed: sum.failed + r.report.numFailedTests,
            skipped: sum.skipped + r.report.numPendingTests + r.report.numTodoTests,
          }
        : {
            passed: sum.passed + r.report.stats.expected + r.report.stats.flaky,
            failed: sum.failed + r.report.stats.unexpected,
            skipped: sum.skipped + r.report.stats.skipped,
          },
    { passed: 0, failed: 0, skipped: 0 },
  );
}
