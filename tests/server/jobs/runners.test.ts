import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessRunner } from '../../../server/jobs/in-process-runner';
import type { JobContext, JobDefinition } from '../../../server/jobs/job';
import { createPgBossRunner } from '../../../server/jobs/pg-boss-runner';
import { createTestApp } from '../support/test-app';

const silentLog = {
  error: () => undefined,
  info: () => undefined,
  warn: () => undefined,
} as unknown as JobContext['log'];
const context = (db: JobContext['db'] = {} as JobContext['db']): JobContext => ({
  db,
  config: {} as JobContext['config'],
  log: silentLog,
  now: () => new Date(),
});

/** A job that fails its first `failures` runs and counts every run. */
function flakyJob(
  name: string,
  failures: number,
  over: Partial<JobDefinition> = {},
): JobDefinition & { runs: number } {
  const job = {
    name,
    cron: '0 0 1 1 *',
    retryLimit: 5,
    retryDelaySeconds: 10,
    expireInSeconds: 60,
    ...over,
    runs: 0,
    async run() {
      job.runs += 1;
      if (job.runs <= failures) throw new Error(`falha ${job.runs}`);
      return 'ok';
    },
  };
  return job;
}

afterEach(() => vi.useRealTimers());

describe('the in-process runner (embedded database)', () => {
  it('retries a failed run with exponential backoff: 10 s, then 20 s', async () => {
    vi.useFakeTimers();
    const job = flakyJob('instavel', 2);
    const runner = createInProcessRunner([job], context());
    await runner.enqueue('instavel');
    await vi.advanceTimersByTimeAsync(0);
    expect(job.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(job.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(job.runs).toBe(2);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(job.runs).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(job.runs).toBe(3);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(job.runs).toBe(3);
    await runner.stop();
  });

  it('gives up after the retry limit', async () => {
    vi.useFakeTimers();
    const job = flakyJob('sempre-falha', 99, { retryLimit: 2 });
    const runner = createInProcessRunner([job], context());
    await runner.enqueue('sempre-falha');
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(job.runs).toBe(3);
    await runner.stop();
  });

  it('fires a job at its cron time in São Paulo', async () => {
    vi.useFakeTimers({ now: new Date('2027-03-15T10:59:59Z') }); // 07:59:59 in São Paulo
    const job = flakyJob('oito-horas', 0, { cron: '0 8 * * *' });
    const runner = createInProcessRunner([job], context());
    await runner.start();
    await vi.advanceTimersByTimeAsync(500);
    expect(job.runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(job.runs).toBe(1);
    await runner.stop();
  });
});

if (process.env.TEST_DB === 'postgres') {
  describe('the pg-boss runner (PostgreSQL)', () => {
    it(
      'one queued run is taken by one of two instances, and a failed run is retried',
      { timeout: 90_000 },
      async () => {
        const t = await createTestApp();
        const runs = { counted: 0, flaky: 0 };
        const jobs: JobDefinition[] = [
          { ...flakyJob('contagem', 0), run: async () => void (runs.counted += 1) },
          {
            ...flakyJob('com-falha', 0, { retryDelaySeconds: 1 }),
            run: async () => {
              runs.flaky += 1;
              if (runs.flaky === 1) throw new Error('primeira falha');
            },
          },
        ];
        // Two instances with the same definitions, on the same database, started at once: they take
        // turns creating the queues (without it, pg-boss's queue creation deadlocked).
        const takeTurns = <T>(fn: () => Promise<T>) => t.database.withLock(7_311_027, fn);
        const a = createPgBossRunner(t.databaseUrl!, jobs, context(t.database.db), takeTurns);
        const b = createPgBossRunner(t.databaseUrl!, jobs, context(t.database.db), takeTurns);
        try {
          await Promise.all([a.start(), b.start()]);
          await a.enqueue('contagem');
          await b.enqueue('com-falha');
          const until = Date.now() + 30_000;
          while ((runs.counted < 1 || runs.flaky < 2) && Date.now() < until) {
            await new Promise((r) => setTimeout(r, 200));
          }
          await new Promise((r) => setTimeout(r, 3_000));
          expect(runs).toEqual({ counted: 1, flaky: 2 });
        } finally {
          await a.stop();
          await b.stop();
          await t.close();
        }
      },
    );
  });
}
