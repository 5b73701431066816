import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
// The back office's member search uses trigram indexes (migration 0007).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createListener } from './listener';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs raw SQL (migrations, advisory locks); both drivers accept a plain string. */
  exec(sql: string): Promise<void>;
  /**
   * LISTEN on a channel; every instance connected to the same database hears every NOTIFY.
   * Returns a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Runs fn while holding a cluster-wide lock, so that several instances take turns. */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent an embedded PGlite is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; when absent (tests) it lives in memory. */
  dataDir?: string | undefined;
  /** Connections the PostgreSQL pool may open for queries (default PG_POOL_MAX, else 10). */
  poolSize?: number | undefined;
  /** An in-memory PGlite started from this dump (`dumpDataDir`) instead of an empty cluster: the tests' seeded template. */
  loadDataDir?: Blob | undefined;
}

const embeddedClients = new WeakMap<Db, PGlite>();

/** The embedded database behind a drizzle handle (none on PostgreSQL), for what drizzle's driver cannot do. */
export const embeddedClientOf = (db: Db): PGlite | undefined => embeddedClients.get(db);

export async function openDatabase({
  url,
  dataDir,
  poolSize,
  loadDataDir,
}: DatabaseOptions): Promise<Database> {
  if (url) {
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize ?? Number(process.env.PG_POOL_MAX ?? 10),
    });
    const listener = createListener(url);
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on('error', () => undefined);
    return {
      kind: 'postgres',
      db: drizzlePg(pool, { schema }) as unknown as Db,
      exec: async (sql) => void (await pool.query(sql)),
      listen: (channel, onPayload) => listener.listen(channel, onPayload),
      notify: async (channel, payload) =>
        void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
      withLock: async (key, fn) => {
        const lockClient = await pool.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1)', [key]);
          return await fn();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
          lockClient.release();
        }
      },
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if (dataDir) {
    const dir = join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: { pg_trgm } });
  } else {
    client = new PGlite({ extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  embeddedClients.set(db, client);
  return {
    kind: 'pglite',
    db,
    exec: async (sql) => void (await client.exec(sql)),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => stop();
    },
    notify: async (channel, payload) =>
      void (await client.query('select pg_notify($1, $2)', [channel, payload])),
    // One embedded database belongs to one process: there is nobody to take turns with.
    withLock: (_key, fn) => fn(),
    close: () => client.close(),
  };
}
