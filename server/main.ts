import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase, STARTUP_LOCK } from './db/migrate';
import { seedDatabase } from './db/seed';
import { findAssociationBrand } from './associations/association-brand';
import { createSmtpTransport } from './messaging/smtp-transport';
import { jobsPlugin } from './plugins/jobs';
import { reconcilePlugin } from './plugins/reconcile';
import { anyAssociationOnAsaas } from './associations/associations-on-asaas';
import { productionEnvProblems, productionEnvWarnings, REMOTE_IP_WARNING } from './production-env';

// Checked before anything is written (a generated secret, the database): a refused start leaves nothing.
const problems = productionEnvProblems(process.env);
if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}

const warnings = productionEnvWarnings(process.env);
if (warnings.length > 0) process.stderr.write(`${warnings.join('\n')}\n`);

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.withLock(STARTUP_LOCK, async () => {
  await migrateDatabase(database);
  // README's demo people and associations exist only in the sandbox: production starts empty.
  if (config.sandbox) await seedDatabase(database.db);
});

// Associations switch to their own Asaas account in Recebimentos: checked once the database is open.
if (
  !config.sandbox &&
  !config.trustProxy &&
  warnings.length === 0 &&
  (await anyAssociationOnAsaas(database.db))
)
  process.stderr.write(`${REMOTE_IP_WARNING('associações recebendo pelo Asaas')}\n`);

const transport = config.smtpUrl
  ? createSmtpTransport({
      url: config.smtpUrl,
      from: config.smtpFrom,
      brandOf: (associationId) => findAssociationBrand(database.db, associationId),
    })
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
