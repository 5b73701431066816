/** Reads the JSON reports of Vitest (Jest's shape) and Playwright that `npm test` writes. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}
interface PlaywrightSuite {
  file: string;
  specs: {
    title: string;
    line: number;
    tests: {
      projectName?: string;
      status: string;
      results: { duration: number; error?: { message?: string } }[];
    }[];
  }[];
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

// ESC [ … m, built from its code: a control character in a regex literal is a lint error.
const TERMINAL_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first line of a failure message, without terminal colours. */
const firstLine = (message = ''): string =>
  message
    .replace(TERMINAL_COLOUR, '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

function playwrightFailures(suite: PlaywrightSuite): string[] {
  const own = suite.specs.flatMap((spec) =>
    spec.tests
      .filter((t) => t.status === 'unexpected')
      .map((t) => {
        const error = t.results.at(-1)?.error?.message;
        return `tests/e2e/${suite.file}:${spec.line} › ${spec.title}\n      ${firstLine(error)}`;
      }),
  );
  return [...own, ...(suite.suites ?? []).flatMap(playwrightFailures)];
}

/** Each failed test, named with its file and the first line of its failure, for a log's tail. */
export function failedTests(dir: string): string[] {
  return reports(dir).flatMap((r) =>
    r.kind === 'vitest'
      ? r.report.testResults.flatMap((file) =>
          file.assertionResults
            .filter((a) => a.status === 'failed')
            .map(
              (a) => `${relative('.', file.name)} › ${a.fullName}\n      ${firstLine(a.failureMessages[0])}`,
            ),
        )
      : r.report.suites.flatMap(playwrightFailures),
  );
}
