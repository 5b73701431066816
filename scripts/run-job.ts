/**
 * npm run job -- <name>: runs one of the scheduled jobs once, now, against DATABASE_URL (or the
 * embedded database in DATA_DIR, with the server stopped: one process owns it). Prints its result.
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { JOBS } from '../server/jobs/definitions';
import { createWebPushSender } from '../server/messaging/push-sender';
import { createSmtpTransport } from '../server/messaging/smtp-transport';

const name = process.argv[2];
const job = JOBS.find((j) => j.name === name);
if (!job) {
  console.error(`Uso: npm run job -- <${JOBS.map((j) => j.name).join(' | ')}>`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const result = await job.run({
    db: database.db,
    config,
    log: console as never,
    now: () => new Date(),
    transport: config.smtpUrl
      ? createSmtpTransport({ url: config.smtpUrl, from: config.smtpFrom })
      : undefined,
    push: config.vapid ? createWebPushSender(config.vapid) : undefined,
  });
  console.log(JSON.stringify(result));
} finally {
  await database.close();
}
