import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase, STARTUP_LOCK } from './db/migrate';
import { seedDatabase } from './db/seed';
import { createSmtpTransport } from './messaging/smtp-transport';
import { jobsPlugin } from './plugins/jobs';
import { reconcilePlugin } from './plugins/reconcile';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.withLock(STARTUP_LOCK, async () => {
  await migrateDatabase(database);
  await seedDatabase(database.db);
});

const transport = config.smtpUrl
  ? createSmtpTransport({ url: config.smtpUrl, from: config.smtpFrom })
  : undefined;
const app = await buildApp({ config, database, transport });
await app.register(reconcilePlugin, { intervalMs: config.reconcileIntervalMs });
await app.register(jobsPlugin, { transport });
const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Quita em http://localhost:${config.port} (${database.kind}${config.sandbox ? ', sandbox' : ''})`,
);
