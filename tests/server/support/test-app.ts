import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject, vi } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Config } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import {
  adminQuery,
  databaseUrl,
  dropPostgresDatabase,
  migratedAndSeeded,
  pgliteDump,
  seedDay,
  type DatabaseTemplate,
} from './database-template';
import type { App } from '../../../server/types';

export const DEMO = {
  maria: { usuario: 'membro@exemplo.com.br', senha: 'Quita@2026' },
  pedro: { usuario: 'novo@exemplo.com.br', senha: 'Quita@2026' },
} as const;

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  port: 0,
  host: '127.0.0.1',
  // Uploaded files land here (DATA_DIR/uploads): a directory of the test's own.
  dataDir: mkdtempSync(join(tmpdir(), 'quita-test-')),
  databaseUrl: undefined,
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-000000',
  tokenTtlSeconds: 3600,
  sandbox: true,
  paymentGateway: 'sandbox',
  pixExpirySeconds: 1800,
  staticDir: undefined,
  logLevel: 'silent',
  publicUrl: 'http://localhost:3000',
  ...overrides,
});

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or a new PostgreSQL
 * database — copied from the run's template when there is one for today, else built here.
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = usableTemplate();
  if (process.env.TEST_DB !== 'postgres' || !adminUrl) {
    const database =
      template?.kind === 'pglite'
        ? await openDatabase({ loadDataDir: pgliteDump(template.dumpFile) })
        : await migratedAndSeeded(await openDatabase({}));
    return { database, drop: () => database.close() };
  }
  const name = `quita_test_${randomBytes(6).toString('hex')}`;
  const copy = template?.kind === 'postgres';
  await adminQuery(adminUrl, `create database ${name}${copy ? ` template ${template.name}` : ''}`);
  const url = databaseUrl(adminUrl, name);
  const opened = await openDatabase({ url });
  const database = copy ? opened : await migratedAndSeeded(opened);
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await dropPostgresDatabase(adminUrl, name);
    },
  };
}

function usableTemplate(): DatabaseTemplate | undefined {
  const template = inject('databaseTemplate');
  return template && !vi.isFakeTimers() && template.seededOn === seedDay() ? template : undefined;
}

export interface TestContext {
  app: App;
  database: Database;
  /** The PostgreSQL database of this test file (absent on PGlite, which one process owns). */
  databaseUrl: string | undefined;
  close: () => Promise<void>;
  login: (who: { usuario: string; senha: string }) => Promise<string>;
  auth: (token: string) => { authorization: string };
}

export async function createTestApp(
  config: Partial<Config> = {},
  /** With a stream, the app logs as in production (redacted) into it; silent otherwise. */
  options: { logStream?: { write(line: string): void } } = {},
): Promise<TestContext> {
  const { database, drop, url } = await freshDatabase();
  const app = await buildApp({
    config: testConfig(config),
    database,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    database,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await drop();
    },
    login: async (who) => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: who });
      const token = res.json().token as string | undefined;
      if (!token) throw new Error(`login failed: ${res.body}`);
      return token;
    },
    auth: (token) => ({ authorization: `Bearer ${token}` }),
  };
}
