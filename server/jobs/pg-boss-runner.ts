import PgBoss from 'pg-boss';
import { JOB_TIMEZONE, type JobContext, type JobDefinition, type JobRunner } from './job';

/**
 * On PostgreSQL the schedule and the queue live in the database (pg-boss, schema `pgboss`): each
 * cron tick becomes one job whichever instances are running, one worker takes it, a failure is
 * retried with backoff, and a worker that dies leaves the job to expire and be retried.
 */
/** How often an idle worker asks for work (pg-boss's default is 2 s). */
const POLLING_SECONDS = 1;

export function createPgBossRunner(
  connectionString: string,
  jobs: readonly JobDefinition[],
  context: JobContext,
): JobRunner {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => context.log.error({ err: error }, 'job queue error'));
  const byName = new Map(jobs.map((job) => [job.name, job]));

  return {
    async start() {
      await boss.start();
      for (const job of jobs) {
        await boss.createQueue(job.name, {
          name: job.name,
          policy: 'singleton',
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: job.expireInSeconds,
        });
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
