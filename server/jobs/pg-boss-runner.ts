import PgBoss from 'pg-boss';
import { JOB_TIMEZONE, type JobContext, type JobDefinition, type JobRunner } from './job';

/**
 * On PostgreSQL the schedule and the queue live in the database (pg-boss, schema `pgboss`): each
 * cron tick becomes one job whichever instances are running, one worker takes it, a failure is
 * retried with backoff, and a worker that dies leaves the job to expire and be retried.
 */
/** How often an idle worker asks for work (pg-boss's default is 2 s). */
const POLLING_SECONDS = 1;

/**
 * `takeTurns` runs its function while no other instance runs its own (a cluster-wide lock): pg-boss
 * creates each new queue (a table partition) in a statement that deadlocks when two instances
 * starting together create it at once, as they do on a new database or when a release adds a job.
 */
export function createPgBossRunner(
  connectionString: string,
  jobs: readonly JobDefinition[],
  context: JobContext,
  takeTurns: <T>(fn: () => Promise<T>) => Promise<T>,
): JobRunner {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => context.log.error({ err: error }, 'job queue error'));
  const byName = new Map(jobs.map((job) => [job.name, job]));

  return {
    async start() {
      await takeTurns(() => boss.start());
      for (const job of jobs) {
        await takeTurns(() =>
          boss.createQueue(job.name, {
            name: job.name,
            policy: 'singleton',
            retryLimit: job.retryLimit,
            retryDelay: job.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: job.expireInSeconds,
          }),
        );
        await boss.schedule(job.name, job.cron, {}, { tz: JOB_TIMEZONE });
        await boss.work(job.name, { pollingIntervalSeconds: POLLING_SECONDS }, async () => {
          await job.run(context);
        });
      }
    },
    async runNow(name) {
      const job = byName.get(name);
      if (!job) throw new Error(`unknown job ${name}`);
      return job.run(context);
    },
    async enqueue(name) {
      await boss.send(name, {});
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
