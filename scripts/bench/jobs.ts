/**
 * npm run bench:jobs — the reminder run at scale on PostgreSQL: seeds N members × M items (default
 * 1 000 000 × 24, due dates spread over the days around today), runs the reminder job, and
 * prints its time and what it sent; then checks that it sent exactly one message per due item and
 * stage (counted independently of the job's own query) and that a second run sends nothing.
 * Options: --members 100000 --items 24 --keep (reuse the seeded database)
 * Database: BENCH_DATABASE_URL (default the local test cluster); it creates quita_jobs there.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { rowsOf } from '../../server/db/rows-of';
import { seedDatabase } from '../../server/db/seed';
import { REMINDER_STAGES, runReminders } from '../../server/dues/reminders';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000000' },
    items: { type: 'string', default: '24' },
    keep: { type: 'boolean', default: false },
  },
});
const N = Number(values.members);
const M = Number(values.items);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = new URL(adminUrl);
url.pathname = '/quita_jobs';
const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

if (!values.keep) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('drop database if exists quita_jobs with (force)');
  await admin.query('create database quita_jobs');
  await admin.end();
}
const database = await openDatabase({ url: url.toString() });
const { db } = database;
const count = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: string }>(await db.execute(query))[0]!.n);

if (!values.keep) {
  await migrateDatabase(database);
  await seedDatabase(db);
  const start = performance.now();
  console.log(`Seeding ${N.toLocaleString('pt-BR')} members × ${M} items…`);
  await db.execute(sql`
    insert into members (name, cpf, email, password_hash, confirmed)
    select 'Membro ' || g, '8' || lpad(g::text, 10, '0'), 'm' || g || '@bench.local', 'x', true
    from generate_series(1, ${N}::int) g`);
  // One item every 30 days around today, each member on a day of their own; most past ones paid.
  await db.execute(sql`
    insert into cash_flow_items (member_id, issuer_id, kind, description, due_at, amount_centavos, paid_at)
    select m.id, 428, 'due', 'Contribuição ' || k,
           now() + ((k - ${M / 2}::int) * interval '30 days') + ((m.id % 30) * interval '1 day'), 6500,
           case when k < ${M / 2}::int and (m.id + k) % 5 <> 0 then now() - interval '400 days' end
    from members m cross join generate_series(1, ${M}::int) k
    where m.email like '%@bench.local'`);
  await db.execute(sql`vacuum analyze`);
  console.log(`  seeded in ${seconds(start)}`);
} else {
  await db.execute(sql`truncate reminders`);
  await db.execute(sql`delete from outbound_messages where recipient like '%@bench.local'`);
}

// What should be sent today, counted with plain date arithmetic rather than the job's query.
const windows = REMINDER_STAGES.map((s) => `(d between ${s.fromDays} and ${s.toDays})`).join(' or ');
const due = await count(sql`
  select count(*) as n from (
    select (now() at time zone 'America/Sao_Paulo')::date - (i.due_at at time zone 'America/Sao_Paulo')::date as d
    from cash_flow_items i join members m on m.id = i.member_id
    where m.email like '%@bench.local' and i.paid_at is null and i.cancelled_at is null
  ) x where ${sql.raw(windows)}`);

let start = performance.now();
const run = await runReminders(db, 'https://app.exemplo');
const firstRun = seconds(start);
start = performance.now();
const again = await runReminders(db, 'https://app.exemplo');
const secondRun = seconds(start);
const messages = await count(
  sql`select count(*) as n from outbound_messages where recipient like '%@bench.local'`,
);
const duplicates = await count(sql`select count(*) as n from (select recipient, subject from outbound_messages
  where recipient like '%@bench.local' group by 1, 2 having count(*) > 1) d`);

console.log(`\nReminder run over ${N.toLocaleString('pt-BR')} members × ${M} items (goal ≤ 2 min):`);
console.log(
  `  first run: ${firstRun}, ${run.reminded.toLocaleString('pt-BR')} reminders, ${run.emails.toLocaleString('pt-BR')} e-mails`,
);
console.log(`  second run: ${secondRun}, ${again.reminded} reminders (must be 0)`);
console.log(`  due item × stage pairs today (counted apart): ${due.toLocaleString('pt-BR')}`);
console.log(`  messages in the outbox: ${messages.toLocaleString('pt-BR')}, duplicated: ${duplicates}`);
const exact = messages === due && again.reminded === 0 && duplicates === 0;
console.log(exact ? '  exactly one message per due item and stage: yes' : '  MISMATCH');
await database.close();
process.exit(exact ? 0 : 1);
