/**
 * npm run associacao -- --cnpj <cnpj> --nome "<razão social>" --gestor <e-mail>
 * Creates an association (for an operator who keeps /gestao/cadastro closed) on DATABASE_URL or the
 * embedded database in DATA_DIR (with the server stopped: one process owns it), and prints the
 * gestor's Equipe invitation link (7 days), which is e-mailed too.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase, STARTUP_LOCK } from '../server/db/migrate';
import { createAssociationByOperator } from '../server/gestao/association/create-by-operator';
import { createOutbox } from '../server/messaging/outbox';
import { createSmtpTransport } from '../server/messaging/smtp-transport';

const USAGE = 'Uso: npm run associacao -- --cnpj <cnpj> --nome "<razão social>" --gestor <e-mail>';

function argsOf(argv: string[]) {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { cnpj: { type: 'string' }, nome: { type: 'string' }, gestor: { type: 'string' } },
      strict: true,
    });
    return values.cnpj && values.nome && values.gestor
      ? { cnpj: values.cnpj, legalName: values.nome, gestorEmail: values.gestor }
      : undefined;
  } catch {
    return undefined;
  }
}

const request = argsOf(process.argv.slice(2));
if (!request) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
let exitCode = 0;
try {
  await database.withLock(STARTUP_LOCK, () => migrateDatabase(database));
  const transport = config.smtpUrl
    ? createSmtpTransport({ url: config.smtpUrl, from: config.smtpFrom })
    : undefined;
  const created = await createAssociationByOperator(
    database.db,
    { outbox: createOutbox(database.db, transport), publicUrl: config.publicUrl },
    request,
  );
  if (created.ok) console.log(`Convite: ${created.value.inviteLink}`);
  else {
    console.error(created.message);
    exitCode = 1;
  }
} finally {
  await database.close();
}
process.exit(exitCode);
