/**
 * npm run bench:scale — seeds PostgreSQL with N members × M cash-flow items (default
 * 1 000 000 × 24) and prints p50/p95 of the queries behind pendenciaTotal360dias and
 * listarFluxos, with their EXPLAIN plans (they must use an index).
 * Options: --members 100000 --items 24 --samples 500 --keep (reuse an already seeded database)
 * Database: BENCH_DATABASE_URL (default the local test cluster); it creates quita_scale there.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  listingsQuery,
  listManyMembersItems,
  listMemberItems,
  wantedListings,
} from '../../server/cash-flow/list-member-items';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import { openItemsOf } from '../../server/dues/open-items';
import { seedScaleData } from './scale-data';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000000' },
    items: { type: 'string', default: '24' },
    samples: { type: 'string', default: '500' },
    keep: { type: 'boolean', default: false },
  },
});
const N = Number(values.members);
const M = Number(values.items);
const SAMPLES = Number(values.samples);

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = new URL(adminUrl);
url.pathname = '/quita_scale';

if (!values.keep) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('drop database if exists quita_scale with (force)');
  await admin.query('create database quita_scale');
  await admin.end();
}
const database = await openDatabase({ url: url.toString() });
const { db } = database;
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const elapsed = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

if (!values.keep) {
  await migrateDatabase(database);
  await seedDatabase(db);
  await seedScaleData(db, N, M);
  const start = performance.now();
  await db.execute(sql`vacuum analyze`);
  console.log(`  vacuum analyze: ${elapsed(start)}`);
}

const [range] = await rowsOf<{ min: number; max: number }>(
  sql`select min(id)::int as min, max(id)::int as max from members where email like '%@bench.local'`,
);
const { min, max } = range!;
const randomMember = () => min + Math.floor(Math.random() * (max - min + 1));
const today = new Date();
const until = new Date(today.getTime() + 361 * 86_400_000);

async function measure(label: string, run: (memberId: number) => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await run(randomMember());
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await run(randomMember());
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(`  ${label.padEnd(22)} p50 ${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms`);
}

const [count] = await rowsOf<{ n: string }>(sql`select count(*)::bigint as n from cash_flow_items`);
console.log(`\n${count!.n} cash-flow items; ${SAMPLES} random members per query (goal p95 ≤ 5 ms)`);
// "Em aberto" and Home's total (pendenciaTotal360dias) are the same query: every open item, priced for today.
await measure('Em aberto / total', (id) => openItemsOf(db, id, today));
await measure('listarFluxos (30 dias)', (id) =>
  listMemberItems(db, id, {
    from: today,
    to: new Date(today.getTime() + 31 * 86_400_000),
    pendingOnly: true,
  }),
);
await measure('listarFluxos (360 dias)', (id) =>
  listMemberItems(db, id, {
    from: new Date(today.getTime() - 360 * 86_400_000),
    to: today,
    pendingOnly: false,
  }),
);

const home = (memberId: number) => ({
  memberId,
  range: { from: today, to: new Date(today.getTime() + 31 * 86_400_000), pendingOnly: true },
});
// Under load the server sends the listings that arrive together as one query (list-member-items.ts).
await measure('listarFluxos (50 juntos)', () =>
  listManyMembersItems(
    db,
    Array.from({ length: 50 }, () => home(randomMember())),
  ),
);

const member = randomMember();
const plans = {
  'Em aberto': sql`explain select id from cash_flow_items
    where member_id = ${member} and paid_at is null and public_ref is null and cancelled_at is null
      and kind <> 'product' and due_at < ${until} order by due_at, id limit 500`,
  // The query listarFluxos runs, for one listing and for 50 sent together.
  listarFluxos: sql`explain ${listingsQuery(db, wantedListings([home(member)]))}`,
  'listarFluxos (50 juntos)': sql`explain ${listingsQuery(
    db,
    wantedListings(Array.from({ length: 50 }, () => home(randomMember()))),
  )}`,
};
for (const [label, query] of Object.entries(plans)) {
  const plan = (await rowsOf<{ 'QUERY PLAN': string }>(query)).map((r) => r['QUERY PLAN']);
  const usesIndex = plan.some((line) => /Index (Only )?Scan|Bitmap Index Scan/.test(line));
  console.log(`\nEXPLAIN ${label}: ${usesIndex ? 'uses an index' : 'NO INDEX (sequential scan)'}`);
  for (const line of plan) console.log(`  ${line}`);
}
await database.close();
