/**
 * npm run bench:gestao-members — Membros at scale, on PostgreSQL, through the service functions
 * the routes call (server/gestao/members.ts): an association (428) of 100 000 members, about one in
 * eight with an overdue item, six items each; prints p50/p95 of a list page (first, deep by keyset
 * and by offset), a search by a name fragment, by CPF (with the mask), by e-mail, each situation
 * filter and the category filter, with the capped count each page carries. Goal: p95 ≤ 50 ms a
 * page. --explain prints each case's plans (EXPLAIN ANALYZE), to see what a page reads.
 * Options: --members 100000 --samples 60 --runs 2 --keep (reuse the seeded database) --explain
 * Database: BENCH_DATABASE_URL (default the local test cluster); it creates quita_bench_members
 * there and drops it at the end unless --keep.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { MemberListQuery } from '../../domain/contract/gestao-members';
import { formatCpf } from '../../domain/cpf';
import { listMembers } from '../../server/gestao/members/list-members';
import { openDatabase, type Db } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import * as schema from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    samples: { type: 'string', default: '60' },
    runs: { type: 'string', default: '2' },
    keep: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(values.members);
const SAMPLES = Number(values.samples);
// The machine is shared: more than one run shows how much the figures move with its load.
const RUNS = Number(values.runs);
const ASSOCIATION = 428;
const DB_NAME = 'quita_bench_members';
const GOAL_MS = 50;

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = new URL(adminUrl);
url.pathname = `/${DB_NAME}`;

async function admin(query: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const result = await client.query(query, params);
  await client.end();
  return result.rowCount ?? 0;
}

/** The CPF the bench gives member g (11 digits; check digits are not checked by the search). */
const benchCpf = (g: number) => `9${String(g).padStart(10, '0')}`;

// --keep reuses the database a previous --keep run seeded (and leaves it for the next one).
const reuse = values.keep && (await admin('select 1 from pg_database where datname = $1', [DB_NAME])) > 0;
if (!reuse) {
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
}
const database = await openDatabase({ url: url.toString(), poolSize: 4 });
const { db } = database;

if (!reuse) {
  await migrateDatabase(database);
  await seedDatabase(db);
  const start = performance.now();
  // Names from 40 first names × 40 surnames × the number: many share a prefix, as real lists do.
  await db.execute(sql`
    insert into members (name, cpf, email, mobile, confirmed)
    select (array['Ana','Bruno','Carla','Daniel','Eduarda','Felipe','Gabriela','Heitor','Isabela','João',
                  'Karina','Lucas','Mariana','Nicolas','Olívia','Paulo','Quitéria','Rafael','Sofia','Tiago',
                  'Ursula','Vitor','Wanda','Xavier','Yara','Zeca','Alice','Bernardo','Cecília','Davi',
                  'Elisa','Fábio','Giovana','Hugo','Irene','Júlio','Laura','Miguel','Natália','Otávio'])[1 + g % 40]
           || ' ' ||
           (array['Silva','Santos','Oliveira','Souza','Rodrigues','Ferreira','Alves','Pereira','Lima','Gomes',
                  'Costa','Ribeiro','Martins','Carvalho','Almeida','Lopes','Soares','Fernandes','Vieira','Barbosa',
                  'Rocha','Dias','Nascimento','Andrade','Moreira','Nunes','Marques','Machado','Mendes','Freitas',
                  'Cardoso','Ramos','Gonçalves','Santana','Teixeira','Moura','Correia','Pinto','Araújo','Cavalcanti'])[1 + (g / 40) % 40]
           || ' ' || g,
           '9' || lpad(g::text, 10, '0'), 'membro' || g || '@bench.local', '3' || lpad(g::text, 10, '0'), true
    from generate_series(1, ${MEMBERS}::int) g`);
  await db.execute(sql`
    insert into memberships (member_id, issuer_id, category_id, status, category_since)
    select id, ${ASSOCIATION}, (array[601, 501, 2701])[1 + id % 3], case when id % 50 = 0 then 'P' else 'A' end, '2020-01-01'
    from members where email like '%@bench.local'`);
  // Six items a member: five paid months, and one open item — overdue for about one member in
  // eight, chosen by a hash so that the overdue are spread over the alphabet as in real lists.
  await db.execute(sql`
    insert into cash_flow_items (member_id, issuer_id, kind, description, due_at, amount_centavos, paid_at)
    select m.id, ${ASSOCIATION}, 'due', 'Contribuição mensal ' || k, now() - (k || ' months')::interval,
           6500, now() - (k || ' months')::interval
    from members m cross join generate_series(1, 5) k where m.email like '%@bench.local'`);
  await db.execute(sql`
    insert into cash_flow_items (member_id, issuer_id, kind, description, due_at, amount_centavos)
    select id, ${ASSOCIATION}, 'annuity', 'Anuidade',
           case when substr(md5(id::text), 1, 1) in ('0', '1') then now() - interval '20 days'
                else now() + interval '40 days' end, 78000
    from members where email like '%@bench.local'`);
  // As autovacuum would have by then: the triggers rewrote each membership once.
  await db.execute(sql`vacuum analyze`);
  console.log(
    `Seeded ${MEMBERS.toLocaleString('pt-BR')} members of ${ASSOCIATION} (6 items each) in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

interface Case {
  name: string;
  filters: MemberListQuery;
}
const probe = Math.floor(MEMBERS * 0.4237);
const deepPage = Math.max(1, Math.floor(MEMBERS / 40));
// The member just before that page, as the screen's Próxima sends it (keyset).
const [beforeDeep] = (
  await listMembers(db, ASSOCIATION, { page: deepPage - 1 > 0 ? deepPage - 1 : 1 })
).items.slice(-1);
const cases: Case[] = [
  { name: 'list, first page', filters: { page: 1 } },
  { name: `list, page ${deepPage} by offset`, filters: { page: deepPage } },
  { name: `list, page ${deepPage} by keyset (Próxima)`, filters: { page: deepPage, after: beforeDeep?.id } },
  { name: 'name fragment "mariana sil"', filters: { q: 'mariana sil', page: 1 } },
  { name: `name fragment "${probe}"`, filters: { q: `a ${probe}`, page: 1 } },
  { name: 'CPF with the mask', filters: { q: formatCpf(benchCpf(probe)), page: 1 } },
  { name: 'e-mail', filters: { q: `membro${probe}@bench.local`, page: 1 } },
  { name: 'e-mail fragment "membro4242"', filters: { q: 'membro4242', page: 1 } },
  { name: 'situation adimplente', filters: { situation: 'adimplente', page: 1 } },
  { name: 'situation inadimplente', filters: { situation: 'inadimplente', page: 1 } },
  { name: 'situation pendente', filters: { situation: 'pendente', page: 1 } },
  { name: 'category Aspirante', filters: { categoryId: 501, page: 1 } },
  { name: 'category Aspirante + adimplente', filters: { categoryId: 501, situation: 'adimplente', page: 1 } },
  {
    name: 'category Aspirante + inadimplente',
    filters: { categoryId: 501, situation: 'inadimplente', page: 1 },
  },
];

/** Each case's statements as the service sends them, with their plans and timings. */
async function explainCases() {
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  let logged: { text: string; params: unknown[] }[] = [];
  const logging = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => void logged.push({ text, params }) },
  }) as unknown as Db;
  for (const c of cases) {
    logged = [];
    await listMembers(logging, ASSOCIATION, c.filters);
    console.log(`\n== ${c.name}`);
    for (const q of logged) {
      const plan = await pool.query(`explain (analyze, buffers, costs off) ${q.text}`, q.params);
      console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
    }
  }
  await pool.end();
}

async function measure(label: string) {
  // Other work on the machine moves every figure: the load is printed beside them.
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\n${label} — p50 / p95 of ${SAMPLES} calls of listMembers (page and capped count); load ${load}, ${cpus().length} CPUs`,
  );
  let worst = 0;
  for (const c of cases) {
    for (let i = 0; i < 3; i++) await listMembers(db, ASSOCIATION, c.filters);
    const times: number[] = [];
    let found = '';
    for (let i = 0; i < SAMPLES; i++) {
      const start = performance.now();
      const { total, totalCapped } = await listMembers(db, ASSOCIATION, c.filters);
      found = `${totalCapped ? 'more than ' : ''}${total.toLocaleString('pt-BR')}`;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    worst = Math.max(worst, p95);
    console.log(
      `  ${c.name.padEnd(36)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ` +
        `(${found} found)${p95 > GOAL_MS ? '  ✗ over the goal' : ''}`,
    );
  }
  console.log(
    `  worst p95 ${worst.toFixed(1)} ms: goal ≤ ${GOAL_MS} ms ${worst <= GOAL_MS ? 'met' : 'NOT met'}`,
  );
}

if (values.explain) await explainCases();
for (let run = 1; run <= RUNS; run++) await measure(`Run ${run} of ${RUNS}`);

await database.close();
if (!values.keep) await admin(`drop database if exists ${DB_NAME} with (force)`);
