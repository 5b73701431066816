import { Cron } from 'croner';
import { JOB_TIMEZONE, type JobContext, type JobDefinition, type JobRunner } from './job';

/**
 * The embedded database belongs to one process, so the schedule can live there too: croner fires
 * each job at its cron time (never overlapping itself), and a failed run is retried with
 * exponential backoff up to the job's limit, as pg-boss does on PostgreSQL.
 */
export function createInProcessRunner(jobs: readonly JobDefinition[], context: JobContext): JobRunner {
  const crons: Cron[] = [];
  const retries = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  const attempt = (job: JobDefinition, retry: number) => {
    const run = job
      .run(context)
      .catch((error: unknown) => {
        context.log.error({ err: error, job: job.name, retry }, 'job failed');
        if (stopped || retry >= job.retryLimit) return;
        const timer = setTimeout(
          () => {
            retries.delete(timer);
            attempt(job, retry + 1);
          },
          job.retryDelaySeconds * 1000 * 2 ** retry,
        );
        retries.add(timer);
      })
      .finally(() => running.delete(run));
    running.add(run);
    return run;
  };

  const byName = new Map(jobs.map((job) => [job.name, job]));
  return {
    async start() {
      for (const job of jobs) {
        crons.push(new Cron(job.cron, { timezone: JOB_TIMEZONE, protect: true }, () => void attempt(job, 0)));
      }
    },
    async runNow(name) {
      const job = byName.get(name);
      if (!job) throw new Error(`unknown job ${name}`);
      return job.run(context);
    },
    async enqueue(name) {
      const job = byName.get(name);
      if (!job) throw new Error(`unknown job ${name}`);
      void attempt(job, 0);
    },
    async stop() {
      stopped = true;
      crons.forEach((cron) => cron.stop());
      retries.forEach((timer) => clearTimeout(timer));
      await Promise.allSettled([...running]);
    },
  };
}
