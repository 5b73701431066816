import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
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
}

export async function openDatabase({ url, dataDir }: DatabaseOptions): Promise<Database> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on('error', () => undefined);
    return {
      kind: 'postgres',
      db: drizzlePg(pool, { schema }) as unknown as Db,
      exec: async (sql) => void (await pool.query(sql)),
      listen: (channel, onPayload) => listenWithReconnect(pool, channel, onPayload),
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
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (dataDir) {
    const dir = join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
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

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A LISTEN needs a connection of its own for as long as it lasts. When PostgreSQL restarts the
 * connection dies; it is taken again every second until the server is back.
 */
async function listenWithReconnect(pool: pg.Pool, channel: string, onPayload: (payload: string) => void) {
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel) onPayload(message.payload ?? '');
  };
  const drop = (lost: pg.PoolClient) => {
    lost.off('notification', onNotification);
    lost.off('error', onError);
    // Destroyed, not returned: a listening connection must not serve ordinary queries.
    lost.release(true);
    if (client === lost) client = undefined;
  };
  function onError(this: pg.PoolClient) {
    drop(this);
    if (!stopped) retry = setTimeout(() => void connect(), 1_000);
  }
  const connect = async (): Promise<void> => {
    if (stopped) return;
    try {
      const next = await pool.connect();
      next.on('notification', onNotification);
      next.on('error', onError);
      client = next;
      await next.query(`listen ${quoteIdent(channel)}`);
    } catch {
      if (client) drop(client);
      if (!stopped) retry = setTimeout(() => void connect(), 1_000);
    }
  };
  await connect();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    if (client) drop(client);
  };
}
