import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedTests, testCounts } from '../../scripts/test/test-reports';

const ESC = String.fromCharCode(27);

function reportsDir(reports: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'quita-reports-'));
  for (const [name, report] of Object.entries(reports))
    writeFileSync(join(dir, name), JSON.stringify(report));
  return dir;
}

const vitestReport = {
  numPassedTests: 1,
  numFailedTests: 1,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [
    {
      name: join(process.cwd(), 'tests/server/x.test.ts'),
      startTime: 0,
      endTime: 10,
      assertionResults: [
        { fullName: 'refunds › keeps it paid', status: 'passed', failureMessages: [] },
        {
          fullName: 'refunds › reopens it',
          status: 'failed',
          failureMessages: [
            `\n${ESC}[31mAssertionError: expected null to be 1${ESC}[39m\n    at x.test.ts:3`,
          ],
        },
      ],
    },
  ],
};
const playwrightReport = {
  stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
  suites: [
    {
      file: 'login.spec.ts',
      specs: [],
      suites: [
        {
          file: 'login.spec.ts',
          specs: [
            { title: 'signs in', line: 4, tests: [{ status: 'expected', results: [{ duration: 5 }] }] },
            {
              title: 'shows the alert',
              line: 9,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    { duration: 5, error: { message: 'Error: expect(locator).toBeVisible() failed\nmore' } },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe("npm test's reading of the JSON reports", () => {
  it('names each failed test with its file and the first line of its failure, colours gone', () => {
    const dir = reportsDir({ 'vitest-server.json': vitestReport, 'e2e.json': playwrightReport });
    expect(failedTests(dir).sort()).toEqual([
      'tests/e2e/login.spec.ts:9 › shows the alert\n      Error: expect(locator).toBeVisible() failed',
      'tests/server/x.test.ts › refunds › reopens it\n      AssertionError: expected null to be 1',
    ]);
    expect(testCounts(dir)).toEqual({ passed: 2, failed: 2, skipped: 0 });
  });
});
