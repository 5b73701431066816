import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteStatement } from '../../../server/db/pglite-statement';

// The statement is PGlite's own: it runs on an embedded database whichever Vitest server suite runs it.
let client: PGlite;
beforeAll(async () => {
  client = new PGlite();
  await client.exec(`
    create table notes (id int primary key, body text, due timestamptz);
    insert into notes values (1, 'um', '2026-11-21T12:00:00Z'), (2, null, null), (3, 'três', null);
  `);
});
afterAll(() => client.close());

const byId = 'select id, body, due from notes where id = any($1::int[]) order by id';

describe('pgliteStatement', () => {
  it('answers as query() does: the same rows, typed by PGlite', async () => {
    const run = pgliteStatement<{ id: number; body: string | null; due: Date | null }>(
      client,
      'notes_by_id',
      byId,
    );
    const expected = await client.query(byId, ['{1,2,3}']);
    expect(await run(['{1,2,3}'])).toEqual(expected.rows);
    expect(await run(['{3}'])).toEqual([{ id: 3, body: 'três', due: null }]);
    expect(await run(['{}'])).toEqual([]);
  });

  it('sends dates, numbers and nulls in the text PostgreSQL reads', async () => {
    const run = pgliteStatement<{ id: number }>(
      client,
      'notes_due_before',
      'select id from notes where due < $1 and id <> $2 and $3::text is null order by id',
    );
    expect(await run([new Date('2026-11-22T00:00:00Z'), 99, null])).toEqual([{ id: 1 }]);
    expect(await run([new Date('2026-11-21T12:00:00Z'), 99, null])).toEqual([]);
  });

  it('parses the statement once and keeps it under its name', async () => {
    const run = pgliteStatement(client, 'notes_once', byId);
    for (let i = 0; i < 5; i++) await run(['{1}']);
    const named = await client.query(`select from_sql from pg_prepared_statements where name = 'notes_once'`);
    expect(named.rows).toEqual([{ from_sql: false }]);
  });

  it('rejects bad parameters without losing the statement or leaving the database unusable', async () => {
    const run = pgliteStatement<{ id: number }>(client, 'notes_strict', byId);
    await expect(run(['not an array'])).rejects.toThrow(/malformed array literal/);
    expect(await run(['{2}'])).toEqual([{ id: 2, body: null, due: null }]);
    expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 3 }]);
  });

  it('rejects every call while its text does not parse', async () => {
    const run = pgliteStatement(client, 'notes_broken', 'select nothing from notes');
    await expect(run([])).rejects.toThrow(/column "nothing" does not exist/);
    await expect(run([])).rejects.toThrow(/column "nothing" does not exist/);
  });

  it("never runs inside another caller's open transaction", async () => {
    const run = pgliteStatement<{ n: number }>(client, 'notes_count', 'select count(*)::int as n from notes');
    let counted: Promise<{ n: number }[]> | undefined;
    await client
      .transaction(async (tx) => {
        await tx.query(`insert into notes values (4, 'desfeita', null)`);
        counted = run([]);
        // Give the statement every chance to slip in before the rollback.
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await counted).toEqual([{ n: 3 }]);
  });
});
