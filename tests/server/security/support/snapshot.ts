import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../../server/db/schema';
import type { TestContext } from '../../support/test-app';

/** Bookkeeping of the request itself, not data a call could change: each refused call counts toward its rate limit. */
const BOOKKEEPING = new Set(['rate_limit_counters']);

const tables = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable) && !BOOKKEEPING.has(getTableName(value)),
);

const byContent = (a: unknown, b: unknown) => {
  const x = JSON.stringify(a);
  const y = JSON.stringify(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Every row of every table, in a stable order: "nothing changed" means this is equal before and after. */
export async function snapshotDatabase(t: TestContext): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows: unknown[] = await t.database.db.select().from(table);
    snapshot[getTableName(table)] = rows.sort(byContent);
  }
  return snapshot;
}
