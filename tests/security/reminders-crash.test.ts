import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { rowsOf } from '../../server/db/rows-of';
import { seedDatabase } from '../../server/db/seed';
import { runReminders } from '../../server/dues/reminders';
import { tempDataDir } from './support/server';

/**
 * The reminder job is killed (SIGKILL) in the middle of its run on PostgreSQL: what it wrote is
 * all or nothing, and the next run completes it, so every due item gets exactly one message.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const MEMBERS = 60_000;
const JOB_CONNECTION = 'quita-reminders-crash';

if (adminUrl) {
  describe('kill -9 during the reminder run', () => {
    const name = `quita_crash_${randomBytes(5).toString('hex')}`;
    const dataDir = tempDataDir();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    let database: Database | undefined;

    afterAll(async () => {
      await database?.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('loses nothing and sends nothing twice', { timeout: 180_000 }, async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      database = await openDatabase({ url: url.toString() });
      const { db } = database;
      await migrateDatabase(database);
      await seedDatabase(db);
      await db.execute(sql`
        insert into members (name, cpf, email, password_hash, confirmed)
        select 'Membro ' || g, '7' || lpad(g::text, 10, '0'), 'm' || g || '@crash.local', 'x', true
        from generate_series(1, ${MEMBERS}::int) g`);
      // Two items each: due today and due in 10 days (two reminder stages).
      await db.execute(sql`
        insert into cash_flow_items (member_id, issuer_id, kind, description, due_at, amount_centavos)
        select m.id, 428, 'due', 'Contribuição ' || k, now() + (k * interval '10 days'), 6500
        from members m cross join generate_series(0, 1) k where m.email like '%@crash.local'`);
      const expected = MEMBERS * 2;

      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/run-job.ts', 'lembretes'], {
        env: {
          ...process.env,
          // pg_stat_activity keeps a query's first 1 KiB only: the job is found by its connection's name.
          DATABASE_URL: `${url.toString()}?application_name=${JOB_CONNECTION}`,
          DATA_DIR: dataDir,
          PUBLIC_URL: 'https://app.exemplo',
        },
        stdio: 'ignore',
      });
      const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
      const running = async () =>
        rowsOf<{ n: number }>(
          await db.execute(sql`select count(*)::int as n from pg_stat_activity
            where datname = ${name} and state = 'active' and application_name = ${JOB_CONNECTION}
            and query ilike '%with today as%'`),
        )[0]!.n;
      const until = Date.now() + 60_000;
      while ((await running()) === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(await running()).toBe(1);
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      while ((await running()) > 0) await new Promise((r) => setTimeout(r, 50));

      const count = async (query: ReturnType<typeof sql>) =>
        rowsOf<{ n: number }>(await db.execute(query))[0]!.n;
      const remindedBench = sql`select count(*)::int as n from reminders r join cash_flow_items i on i.id = r.item_id
        join members m on m.id = i.member_id where m.email like '%@crash.local'`;
      const afterKill = await count(remindedBench);
      console.info(
        `[security] reminders-crash: ${afterKill} of ${expected} reminders written when the job was killed`,
      );
      expect([0, expected]).toContain(afterKill);

      await runReminders(db, 'https://app.exemplo');
      expect(await count(remindedBench)).toBe(expected);
      expect(
        await count(
          sql`select count(*)::int as n from outbound_messages where recipient like '%@crash.local'`,
        ),
      ).toBe(expected);
      expect(
        await count(sql`select count(*)::int as n from (select recipient, subject from outbound_messages
          where recipient like '%@crash.local' group by 1, 2 having count(*) > 1) d`),
      ).toBe(0);
    });
  });
}
