import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/client';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Resolves with the payloads heard on the channel once `count` have arrived. */
function hear(database: Database, channel: string, count: number) {
  const heard: string[] = [];
  let done!: (payloads: string[]) => void;
  const all = new Promise<string[]>((resolve) => (done = resolve));
  const stopping = database.listen(channel, (payload) => {
    heard.push(payload);
    if (heard.length === count) done(heard);
  });
  return { all, stopping };
}

describe('LISTEN/NOTIFY', () => {
  it('delivers each channel its own notifications, and none after stopping', async () => {
    const a = hear(t.database, 'canal_a', 2);
    const b = hear(t.database, 'canal_b', 1);
    await Promise.all([a.stopping, b.stopping]);
    await t.database.notify('canal_a', 'um');
    await t.database.notify('canal_b', 'outro');
    await t.database.notify('canal_a', 'dois');
    expect(await a.all).toEqual(['um', 'dois']);
    expect(await b.all).toEqual(['outro']);

    const late: string[] = [];
    const stop = await t.database.listen('canal_c', (payload) => late.push(payload));
    await stop();
    await t.database.notify('canal_c', 'tarde');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(late).toEqual([]);
  });
});

if (process.env.TEST_DB === 'postgres') {
  describe('the listening connection (PostgreSQL)', () => {
    it('is not taken from the pool: a pool of one still answers queries while two channels listen', async () => {
      const database = await openDatabase({ url: t.databaseUrl, poolSize: 1 });
      try {
        await database.listen('canal_x', () => undefined);
        await database.listen('canal_y', () => undefined);
        const rows = await database.db.execute('select 1 as one');
        expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
      } finally {
        await database.close();
      }
    });

    it('listens again after PostgreSQL drops its connection', async () => {
      const database = await openDatabase({ url: t.databaseUrl });
      try {
        const heard: string[] = [];
        await database.listen('canal_volta', (payload) => heard.push(payload));
        const admin = new pg.Client({ connectionString: t.databaseUrl });
        await admin.connect();
        const { rowCount } = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and query = 'listen "canal_volta"'`,
        );
        await admin.end();
        expect(rowCount).toBe(1);
        await expect
          .poll(
            async () => {
              await database.notify('canal_volta', 'de volta');
              return heard;
            },
            { timeout: 5_000, interval: 300 },
          )
          .toContain('de volta');
      } finally {
        await database.close();
      }
    });
  });
}
