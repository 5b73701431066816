import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { embeddedClientOf, openDatabase, type Database } from '../../../server/db/client';
import { migrateDatabase } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/db/seed';

/**
 * A migrated and seeded database, built once per test run and copied for each test file: a PGlite
 * dump file that each file's in-memory database starts from, or a PostgreSQL template database.
 * Building it costs ~2.5 s on PGlite (initdb, migrations, seed); a copy costs ~0.4 s.
 */
export type DatabaseTemplate =
  | { kind: 'pglite'; dumpFile: string; seededOn: string }
  | { kind: 'postgres'; name: string; seededOn: string };

/** The seed is relative to today: a template seeded on another day (or under fake time) is not used. */
export const seedDay = (now = Date.now()): string => new Date(now - 3 * 3600_000).toISOString().slice(0, 10);

export async function migratedAndSeeded(database: Database): Promise<Database> {
  await migrateDatabase(database);
  await seedDatabase(database.db);
  return database;
}

export async function buildPgliteTemplate(dumpFile: string): Promise<DatabaseTemplate> {
  const database = await migratedAndSeeded(await openDatabase({}));
  const dump = await embeddedClientOf(database.db)!.dumpDataDir('none');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return { kind: 'pglite', dumpFile, seededOn: seedDay() };
}

export async function buildPostgresTemplate(adminUrl: string): Promise<DatabaseTemplate> {
  const name = `quita_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const database = await migratedAndSeeded(await openDatabase({ url: databaseUrl(adminUrl, name) }));
  // A template with a connection open cannot be copied.
  await database.close();
  return { kind: 'postgres', name, seededOn: seedDay() };
}

export const dropPostgresDatabase = (adminUrl: string, name: string): Promise<void> =>
  adminQuery(adminUrl, `drop database if exists ${name} with (force)`);

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const dumps = new Map<string, Blob>();

/** The template's dump, read once per worker process. */
export function pgliteDump(dumpFile: string): Blob {
  let dump = dumps.get(dumpFile);
  if (!dump) {
    dump = new Blob([readFileSync(dumpFile)]);
    dumps.set(dumpFile, dump);
  }
  return dump;
}
