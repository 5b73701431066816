/**
 * npm run bench:health — "Saúde da associação" at scale: bench:scale's data (100 000 members ×
 * 24 items = 2.4 M items, scripts/bench/scale-data.ts) plus what its sections read — payments for
 * the paid items (by method, with fees, some refunded), categories with promotions, joining years
 * since 2019, reminders, card declines — then p50/p95 of each section's query as the API runs it.
 * Options: --members 100000 --items 24 --samples 20 --keep (reuse quita_health)
 * Database: BENCH_DATABASE_URL (default the local test cluster); it creates quita_health there.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import { declined } from '../../server/gestao/health/declined';
import { goodStanding } from '../../server/gestao/health/good-standing';
import { keepClosedMonths } from '../../server/gestao/health/keep-closed-months';
import { overdue, overdueMembers } from '../../server/gestao/health/overdue';
import { reminderEffect } from '../../server/gestao/health/reminder-effect';
import { renewal } from '../../server/gestao/health/renewal';
import { revenue } from '../../server/gestao/health/revenue';
import { seedScaleData } from './scale-data';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    items: { type: 'string', default: '24' },
    samples: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
  },
});
const N = Number(values.members);
const M = Number(values.items);
const SAMPLES = Number(values.samples);
const GOAL_MS = 300;

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = new URL(adminUrl);
url.pathname = '/quita_health';
if (!values.keep) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('drop database if exists quita_health with (force)');
  await admin.query('create database quita_health');
  await admin.end();
}
const database = await openDatabase({ url: url.toString() });
const { db } = database;
const elapsed = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

if (!values.keep) {
  await migrateDatabase(database);
  await seedDatabase(db);
  await seedScaleData(db, N, M);
  const start = performance.now();
  // A third Residente since two years ago, half of them promoted to Titular 100 days ago; joining
  // years spread from 2019.
  await db.execute(sql`
    update memberships set category_id = 2701, category_since = current_date - 730
    where issuer_id = 428 and member_id % 3 = 0 and member_name like 'Membro %'`);
  await db.execute(sql`
    update memberships set category_id = 601, category_since = current_date - 100
    where issuer_id = 428 and member_id % 6 = 0 and member_name like 'Membro %'`);
  await db.execute(sql`
    update memberships set member_since = date '2019-01-01' + (member_id % 2800)
    where issuer_id = 428 and member_name like 'Membro %'`);
  // A payment for each paid item: PIX, boleto, card or manual, the PSP's fee, 1 in 100 refunded.
  await db.execute(sql`
    insert into transactions (item_id, method, status, amount_centavos, fee_centavos, access_hash,
                              created_at, refunded_at, refunded_centavos)
    select i.id, (array['P','B','C','M'])[1 + i.id % 4],
           case when i.id % 100 = 0 then 'refunded' else 'succeeded' end,
           i.amount_centavos, case i.id % 4 when 0 then 99 when 1 then 349 when 2 then 310 else 0 end,
           'bench-' || i.id, i.paid_at,
           case when i.id % 100 = 0 then i.paid_at + interval '3 days' end,
           case when i.id % 100 = 0 then i.amount_centavos / 2 end
    from cash_flow_items i where i.paid_at is not null and i.description = 'Contribuição mensal'`);
  // Card declines of the last 30 days.
  await db.execute(sql`
    insert into transactions (item_id, method, status, amount_centavos, access_hash, failure_message, created_at)
    select i.id, 'C', 'failed', i.amount_centavos, 'bench-failed-' || i.id,
           (array['Cartão sem saldo','Transação negada pelo emissor','Cartão vencido'])[1 + i.id % 3],
           now() - (i.id % 30) * interval '1 day'
    from cash_flow_items i
    where i.paid_at is null and i.description = 'Contribuição mensal' and i.id % 50 = 0
      and i.due_at > now()`);
  // A reminder for every other item due in the last year, by e-mail (and Web Push for some).
  await db.execute(sql`
    insert into reminders (item_id, stage, channels, created_at)
    select i.id, 'antes', case when i.id % 3 = 0 then array['email','push'] else array['email'] end,
           i.due_at - interval '10 days'
    from cash_flow_items i
    where i.description = 'Contribuição mensal' and i.id % 2 = 0
      and i.due_at between now() - interval '365 days' and now()`);
  console.log(`  payments, categories, reminders: ${elapsed(start)}`);
  const vacuum = performance.now();
  await db.execute(sql`vacuum analyze`);
  console.log(`  vacuum analyze: ${elapsed(vacuum)}`);
}

const count = async (table: string) =>
  (
    (await db.execute(sql.raw(`select count(*)::bigint as n from ${table}`))) as unknown as {
      rows: { n: string }[];
    }
  ).rows[0]!.n;
console.log(
  `\n${await count('memberships')} memberships, ${await count('cash_flow_items')} items, ` +
    `${await count('transactions')} payments, ${await count('reminders')} reminders; ` +
    `${SAMPLES} runs per section (goal p95 ≤ ${GOAL_MS} ms)`,
);

// The nightly "saude" job, as production runs it: every closed month of Adimplência, Receita and Lembretes, and Renovação's closed years, computed once.
await db.execute(sql`delete from health_standing_months`);
await db.execute(sql`delete from health_revenue_months`);
await db.execute(sql`delete from health_renewal_years`);
await db.execute(sql`delete from health_reminder_days`);
const job = performance.now();
await keepClosedMonths(db, new Date());
console.log(`  job "saude" (closed months, computed from nothing): ${elapsed(job)}`);

const filters = { months: 12 };
const sections: [string, () => Promise<unknown>][] = [
  ['1. Adimplência', () => goodStanding(db, 428, filters)],
  ['2. Recebíveis em atraso', () => overdue(db, 428, filters)],
  ['   membros de uma faixa', () => overdueMembers(db, 428, { bucket: '1-30' })],
  ['3. Receita por forma', () => revenue(db, 428, filters)],
  ['4. Renovação e evasão', () => renewal(db, 428, filters)],
  ['5. Lembretes', () => reminderEffect(db, 428, filters)],
  ['6. Pagamentos recusados', () => declined(db, 428, filters)],
];
for (const [label, run] of sections) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const p95 = at(0.95);
  console.log(
    `  ${label.padEnd(26)} p50 ${at(0.5).toFixed(0).padStart(6)} ms   p95 ${p95.toFixed(0).padStart(6)} ms  ${p95 <= GOAL_MS ? 'ok' : 'OVER'}`,
  );
}
await database.close();
