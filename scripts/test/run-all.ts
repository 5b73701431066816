/**
 * `npm test`: every check and test suite, with independent phases side by side on the machine's
 * cores, each line of output prefixed with its phase. Prints each phase's wall time and the ten
 * slowest test files, and exits non-zero when any phase failed.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { failedTests, slowestFiles, testCounts } from './test-reports';

interface Step {
  name: string;
  command: string;
  env?: Record<string, string>;
}
/** Steps that run one after the other; the lanes of a stage run side by side. */
type Lane = Step[];

// Outside test-results, which each Playwright run empties when it starts.
const REPORTS = '.test-reports';
const vitest = (name: string, projects: string[]): Step => ({
  name,
  command:
    `vitest run ${projects.map((p) => `--project ${p}`).join(' ')} ` +
    `--reporter=default --reporter=json --outputFile.json=${REPORTS}/${name}.json`,
});
const playwright = (
  name: string,
  config: string,
  { args = [], env = {} }: { args?: string[]; env?: Record<string, string> } = {},
): Step => ({
  name,
  // Each run its own output folder: one run clears its folder at its start, under the other's traces.
  command: `playwright test -c ${config} --output test-results/${name} --reporter=list,json ${args.join(' ')}`,
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/${name}.json`, ...env },
});
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The sandbox browser suite in two halves, each against its own server and fresh database, side by
 * side. zz-card-data (no card number or CVV in the data or the log) runs last in both halves.
 */
const CARD_DATA_SPEC = 'tests/e2e/zz-card-data.spec.ts';
const journeySpecs = readdirSync('tests/e2e')
  .filter((name) => name.endsWith('.spec.ts') && !['pix-api.spec.ts', 'asaas.spec.ts'].includes(name))
  .map((name) => `tests/e2e/${name}`)
  .filter((path) => path !== CARD_DATA_SPEC)
  .sort();
const e2eHalf = (half: 0 | 1): Step =>
  playwright(`e2e-sandbox-${half + 1}`, 'playwright.config.ts', {
    args: [...journeySpecs.filter((_, i) => i % 2 === half), CARD_DATA_SPEC],
    // Not 4311: the pix-api run (playwright.pix-api.config.ts) listens there beside the second half.
    env: { E2E_PORT: String(4310 + 10 * half) },
  });

const stages: Lane[][] = [
  [
    [
      { name: 'tsc', command: 'tsc -p tsconfig.json --noEmit' },
      { name: 'format', command: 'prettier --check . --log-level warn' },
    ],
    [
      { name: 'lint', command: 'eslint . --max-warnings 0' },
      { name: 'build', command: 'vite build --logLevel warn' },
    ],
  ],
  // Two runs, so that no worker process goes from a server file to a browser-side one.
  [
    [
      vitest('vitest-unit', ['unit', 'features']),
      vitest('vitest-server', ['server-pglite', ...(withPostgres ? ['server-postgres'] : [])]),
    ],
  ],
  // Real server processes, and a restart of the PostgreSQL cluster: alone, after the rest.
  [[vitest('vitest-security', ['security'])]],
  [
    [
      e2eHalf(0),
      playwright('e2e-pix-api', 'playwright.pix-api.config.ts'),
      // Its own port, 4312 (the fake Asaas on 4412).
      playwright('e2e-asaas', 'playwright.asaas.config.ts', { env: { E2E_PORT: '4312' } }),
      // Its own port, 4313 (the fake Graph API on 4413).
      playwright('e2e-whatsapp', 'playwright.whatsapp.config.ts', { env: { E2E_PORT: '4313' } }),
    ],
    [e2eHalf(1)],
  ],
];

interface Ran {
  name: string;
  seconds: number;
  ok: boolean;
}

function run(step: Step): Promise<Ran> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      shell: true,
      env: { ...process.env, ...step.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefixed = (from: Readable, to: Writable) =>
      createInterface({ input: from }).on(
        'line',
        (line) => line.trim() && to.write(`[${step.name}] ${line}\n`),
      );
    prefixed(child.stdout, process.stdout);
    prefixed(child.stderr, process.stderr);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(
        `[${step.name}] ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s\n`,
      );
      resolve({ name: step.name, seconds, ok: code === 0 });
    });
  });
}

async function runLane(lane: Lane): Promise<Ran[]> {
  const ran: Ran[] = [];
  for (const step of lane) ran.push(await run(step));
  return ran;
}

const started = performance.now();
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const results: Ran[] = [];
for (const stage of stages) {
  const stageStarted = performance.now();
  const ran = (await Promise.all(stage.map(runLane))).flat();
  results.push(...ran);
  const names = ran.map((r) => r.name).join(' ‖ ');
  console.log(`== stage ${names}: ${((performance.now() - stageStarted) / 1000).toFixed(0)} s`);
}

console.log('\nWall time of each phase:');
for (const r of results)
  console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name.padEnd(16)} ${r.seconds.toFixed(0).padStart(5)} s`);
console.log(`  total                   ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s`);
console.log('\nThe ten slowest test files:');
for (const file of slowestFiles(REPORTS, 10))
  console.log(`  ${file.seconds.toFixed(1).padStart(6)} s  ${file.name}`);
const counts = testCounts(REPORTS);
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
const failed = results.filter((r) => !r.ok);
if (failed.length > 0) {
  console.log('\nThe failed tests:');
  for (const test of failedTests(REPORTS)) console.log(`  ${test}`);
  console.log(`\nFailed: ${failed.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
