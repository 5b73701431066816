import { Readable } from 'node:stream';
import { type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PAYMENTS_CSV_COLUMNS, type PaymentFilters } from '../../../domain/contract/gestao-payments';
import type { Db } from '../../db/client';
import { csvQuery } from './csv-lines';

interface CsvRow {
  line: string;
  id: number;
  created_text: string;
}

const CSV_BATCH = 1000;

const CSV_CHUNK_ROWS = 100;

const dialect = new PgDialect();

/** The pool behind drizzle's node-postgres handle, for a connection the cursor keeps to itself. */
interface PgPool {
  connect(): Promise<{
    query<T>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
    release(error?: Error | boolean): void;
  }>;
}

async function* cursorBatches(pool: PgPool, query: SQL): AsyncGenerator<CsvRow[]> {
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    const { sql: text, params } = dialect.sqlToQuery(query);
    await client.query(`declare payments_csv no scroll cursor for ${text}`, params);
    for (;;) {
      const { rows } = await client.query<CsvRow>(`fetch ${CSV_BATCH} from payments_csv`);
      if (rows.length === 0) break;
      yield rows;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // Also reached when the client leaves mid-download: the cursor and its snapshot end with the transaction.
    await client.query('rollback').catch(() => (failed = true));
    client.release(failed);
  }
}

async function* keysetBatches(
  db: Db,
  associationId: number,
  filters: PaymentFilters,
): AsyncGenerator<CsvRow[]> {
  let after: { createdAt: string; id: number } | undefined;
  for (;;) {
    const result = await db.execute(csvQuery(associationId, filters, after, CSV_BATCH));
    const rows = (result as unknown as { rows: CsvRow[] }).rows;
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.created_text, id: last.id };
    if (rows.length < CSV_BATCH) return;
  }
}

/**
 * The export as a stream: on PostgreSQL read from a server-side cursor on a connection of its own
 * (DECLARE … FETCH, a thousand rows at a time); on PGlite a keyset page at a time. Never more than
 * one batch of rows in memory: the next batch is read only when the client has taken the previous
 * one (the stream's back-pressure).
 */
export function paymentsCsv(
  database: { kind: 'pglite' | 'postgres'; db: Db },
  associationId: number,
  filters: PaymentFilters,
): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield '\uFEFF' + PAYMENTS_CSV_COLUMNS.join(';') + '\r\n';
    const batches =
      database.kind === 'postgres'
        ? cursorBatches(
            (database.db as unknown as { $client: PgPool }).$client,
            csvQuery(associationId, filters),
          )
        : keysetBatches(database.db, associationId, filters);
    for await (const rows of batches) {
      // Chunks of ~12 kB: young-generation strings the scavenger frees at once (a whole batch as one
      // string would be a large object, kept until a full collection while the heap grows).
      for (let i = 0; i < rows.length; i += CSV_CHUNK_ROWS) {
        let text = '';
        for (const row of rows.slice(i, i + CSV_CHUNK_ROWS)) text += row.line;
        yield text;
      }
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
