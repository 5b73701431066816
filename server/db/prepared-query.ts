import { fillPlaceholders } from 'drizzle-orm';
import { type Db, embeddedClientOf } from './client';
import { pgliteStatement } from './pglite-statement';

/** A drizzle select with placeholders, before `.prepare`. */
interface Preparable<Row> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> };
}

type Run<Row> = (values: Record<string, unknown>) => Promise<Row[]>;

function prepare<Row>(db: Db, name: string, query: Preparable<Row>): Run<Row> {
  const embedded = embeddedClientOf(db);
  if (!embedded) {
    const prepared = query.prepare(name);
    return (values) => prepared.execute(values);
  }
  const { sql, params } = query.toSQL();
  const run = pgliteStatement<Row>(embedded, name, sql);
  return (values) => run(fillPlaceholders(params, values));
}

/**
 * A busy query, built once per database and parsed and planned once: node-postgres keeps drizzle's
 * named statement on each connection, pgliteStatement keeps it in PGlite (whose drizzle driver
 * ignores the name). On PGlite the rows are named and typed by PGlite, not by drizzle: alias every
 * selected field as its own name (`.as('total')`) and select only what PGlite already reads as the
 * field's type (a `mapWith` is applied on PostgreSQL only).
 */
export function preparedQuery<Row>(name: string, build: (db: Db) => Preparable<Row>) {
  const byDb = new WeakMap<Db, Run<Row>>();
  return (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    let run = byDb.get(db);
    if (!run) byDb.set(db, (run = prepare(db, name, build(db))));
    return run(values);
  };
}
