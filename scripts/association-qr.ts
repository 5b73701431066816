/**
 * Makes an association's QR code, its join link signed with its qr_secret (PUBLIC_URL's address):
 *
 *   npx tsx scripts/association-qr.ts --emitente 1024839 [--categoria 601] [--out qr.png]
 *
 * Opens the database as the server does (DATABASE_URL, else the PGlite in DATA_DIR, default
 * .data), migrating a fresh one first and, unless SANDBOX=false, seeding it with the demo data.
 * An embedded PGlite belongs to one process: stop the server before running this against it.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { QR_DISPLAY_SIZE } from '../domain/constants';
import { openDatabase } from '../server/db/client';
import { migrateDatabase, STARTUP_LOCK } from '../server/db/migrate';
import { associationCategories, associations } from '../server/db/schema';
import { seedDatabase } from '../server/db/seed';
import { associationJoinLink, signAssociationQr } from '../server/associations/association-qr';
import { publicUrlFrom } from '../server/public-url';
import { isSandbox } from '../server/production-env';

const USAGE =
  'uso: npx tsx scripts/association-qr.ts --emitente <ID_EMITENTE_ML> [--categoria <id>] [--out <arquivo.png>]';

function positiveId(value: string | undefined, name: string): number | null {
  if (value === undefined) return null;
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) {
    throw new Error(`--${name} deve ser um número inteiro positivo.`);
  }
  return Number(value);
}

async function main() {
  const { values } = parseArgs({
    options: {
      emitente: { type: 'string' },
      categoria: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const emitente = positiveId(values.emitente, 'emitente');
  if (emitente === null) throw new Error(USAGE);
  const categoria = positiveId(values.categoria, 'categoria');
  const out = resolve(values.out ?? `qr-associacao-${emitente}${categoria ? `-${categoria}` : ''}.png`);

  const database = await openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dataDir: resolve(process.env.DATA_DIR ?? '.data'),
  });
  try {
    await database.withLock(STARTUP_LOCK, async () => {
      await migrateDatabase(database);
      // As the server: the demo data only in the sandbox, never in a production database.
      if (isSandbox(process.env)) await seedDatabase(database.db);
    });
    const [association] = await database.db
      .select({ name: associations.name, secret: associations.qrSecret })
      .from(associations)
      .where(eq(associations.id, emitente));
    if (!association) throw new Error(`Emitente ${emitente} não encontrado.`);
    if (categoria !== null) {
      const [offered] = await database.db
        .select({ id: associationCategories.categoryId })
        .from(associationCategories)
        .where(
          and(
            eq(associationCategories.associationId, emitente),
            eq(associationCategories.categoryId, categoria),
          ),
        );
      if (!offered) throw new Error(`O emitente ${emitente} não oferece a categoria ${categoria}.`);
    }

    const signed = signAssociationQr(association.secret, {
      emitente,
      categoria,
      emitido: Math.floor(Date.now() / 1000),
    });
    // The join link, as Gestão prints it: a phone's own camera opens the join page.
    const text = associationJoinLink(publicUrlFrom(process.env, isSandbox(process.env)), signed);
    await QRCode.toFile(out, text, { type: 'png', width: QR_DISPLAY_SIZE * 2, errorCorrectionLevel: 'M' });
    console.log(`QR de associação de ${association.name} (${emitente}):`);
    console.log(text);
    console.log(`PNG: ${out}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
