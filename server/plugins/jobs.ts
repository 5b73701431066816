import fp from 'fastify-plugin';
import { JOBS } from '../jobs/definitions';
import { createInProcessRunner } from '../jobs/in-process-runner';
import type { JobContext } from '../jobs/job';
import { createPgBossRunner } from '../jobs/pg-boss-runner';
import { createWebPushSender } from '../messaging/push-sender';
import type { MessageTransport } from '../messaging/outbox';
import type { App } from '../types';

/** Instances take turns creating pg-boss's schema and queues (createPgBossRunner says why). */
const JOB_QUEUES_LOCK = 7_311_027;

/** Starts the scheduled jobs when the server is ready: pg-boss on PostgreSQL, croner on PGlite. */
export const jobsPlugin = fp(async (app: App, opts: { transport?: MessageTransport | undefined }) => {
  const context: JobContext = {
    db: app.db,
    config: app.config,
    log: app.log,
    now: () => new Date(),
    transport: opts.transport,
    push: app.config.vapid ? createWebPushSender(app.config.vapid) : undefined,
    payments: app,
  };
  const runner = app.config.databaseUrl
    ? createPgBossRunner(app.config.databaseUrl, JOBS, context, (fn) =>
        app.database.withLock(JOB_QUEUES_LOCK, fn),
      )
    : createInProcessRunner(JOBS, context);
  app.addHook('onReady', async () => {
    await runner.start();
    // What a process that died between a settlement's commit and its handlers left runs now.
    void app.settledEffects.runDue().catch((error: unknown) => {
      app.log.error({ err: error }, 'payment settled handlers not run at start');
    });
  });
  app.addHook('onClose', () => runner.stop());
});
