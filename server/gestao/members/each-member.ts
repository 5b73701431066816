import { and, sql } from 'drizzle-orm';
import type { MemberFilters, MemberRow } from '../../../domain/contract/gestao-members';
import type { Db } from '../../db/client';
import { byName, filtersOf, lateBeforeOf, selectRows, toRow } from './member-rows';
import { nameAndId } from './list-members';

/**
 * Every member the filters match, in the list's order, a batch at a time (keyset on name and
 * id): the export never holds the whole list in memory.
 */
export async function* eachMember(
  db: Db,
  associationId: number,
  filters: MemberFilters,
  { batchSize = 1000, now = new Date() } = {},
): AsyncGenerator<MemberRow> {
  const lateBefore = lateBeforeOf(now);
  const where = filtersOf(associationId, filters, lateBefore);
  let after: { name: string; id: number } | undefined;
  for (;;) {
    const rows = await selectRows(db, lateBefore)
      .where(and(where, after ? sql`${nameAndId} > (${after.name}, ${after.id}::int)` : undefined))
      .orderBy(...byName)
      .limit(batchSize);
    for (const row of rows) yield toRow(row);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { name: last.name, id: last.id };
  }
}
