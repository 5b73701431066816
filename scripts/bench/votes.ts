/**
 * npm run bench:votes — an online election against the real server (issue #41): 10 000 eligible
 * members of one association cast their votes within 60 s (an open arrival rate, not a closed
 * loop), a share of them twice at once; then the vote closes and the count is checked.
 * Prints the lost and doubled votes (both must be 0), whether tally = turnout, and the p50/p95/max
 * of one vote's answer. Asserts nothing; exits 1 when a count is off.
 * Database: BENCH_DATABASE_URL (default the local test cluster); it creates quita_votes there.
 * Options: --members 10000 --seconds 60 --twice 500 --port 4398
 */
import { createHmac } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { AssemblyDetail, AssemblyResults } from '../../domain/contract/gestao-assemblies';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { rowsOf } from '../../server/db/rows-of';
import { seedDatabase } from '../../server/db/seed';
import { startServer } from './server-process';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '60' },
    twice: { type: 'string', default: '500' },
    port: { type: 'string', default: '4398' },
  },
});
const MEMBERS = Number(values.members);
const SECONDS = Number(values.seconds);
const TWICE = Math.min(Number(values.twice), MEMBERS);
const JWT_SECRET = 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const TITULAR = 601;

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = new URL(adminUrl);
url.pathname = '/quita_votes';
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('drop database if exists quita_votes with (force)');
await admin.query('create database quita_votes');
await admin.end();

const database = await openDatabase({ url: url.toString() });
const { db } = database;
await migrateDatabase(database);
await seedDatabase(db);

// The electorate: Titulares of 428 in good standing, each with a login session and a PIN set.
const voters = rowsOf<{ id: number; sid: string }>(
  await db.execute(sql`
    with people as (
      insert into members (name, cpf, email, password_hash, pin_hash, confirmed)
      select 'Eleitor ' || n, '7' || lpad(n::text, 10, '0'), 'eleitor' || n || '@bench.exemplo.com.br', 'x', 'x', true
      from generate_series(1, ${MEMBERS}) n
      returning id
    ),
    joined as (
      insert into memberships (member_id, issuer_id, category_id, status)
      select id, 428, ${TITULAR}, 'A' from people returning member_id
    )
    insert into member_sessions (id, member_id, expires_at)
    select gen_random_uuid(), member_id, now() + interval '1 day' from joined
    returning member_id as id, id::text as sid`),
);

// Tokens signed as the server signs them (HS256; the PIN token with its own derived key).
const b64 = (v: object | Buffer) =>
  (Buffer.isBuffer(v) ? v : Buffer.from(JSON.stringify(v))).toString('base64url');
function jwt(claims: object, key: string): string {
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claims, iat: now, exp: now + 3600 })}`;
  return `${head}.${b64(createHmac('sha256', key).update(head).digest())}`;
}
const pinKey = createHmac('sha256', JWT_SECRET).update('quita:pin-token').digest('hex');

// One load generator on one address: the per-address limits would be measured, not the vote.
process.env.RATE_LIMIT_ALLOWLIST = '127.0.0.1';
const server = await startServer({ port: Number(values.port), databaseUrl: url.toString() });

async function call<T>(path: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(`${server.url}/api/${path}`, {
    ...init,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  return { status: res.status, body: (await res.json()) as T };
}

const staff = (
  await call<{ token: string }>('gestao/login', {
    method: 'POST',
    body: JSON.stringify({ email: 'gestor@exemplo.com.br', password: 'Quita@2026' }),
  })
).body.token;
const created = await call<{ assembly: AssemblyDetail }>('gestao/assemblies', {
  method: 'POST',
  token: staff,
  body: JSON.stringify({
    title: 'Eleição da diretoria (bench)',
    kind: 'ordinaria',
    votingStartsAt: new Date(Date.now() - 60_000).toISOString(),
    votingEndsAt: new Date(Date.now() + 3_600_000).toISOString(),
    cutoffDay: null,
    noticeDays: 0,
    votingCategoryIds: [TITULAR],
    quorumPercent: 50,
    questions: [
      { text: 'Aprovação das contas', options: ['Sim', 'Não', 'Abstenção'], maxChoices: 1 },
      { text: 'Conselho fiscal', options: ['Ana', 'Bruno', 'Carla', 'Davi'], maxChoices: 2 },
    ],
  }),
});
const assemblyId = created.body.assembly.id;
const published = await call<{ assembly: AssemblyDetail }>(`gestao/assemblies/${assemblyId}/publish`, {
  method: 'POST',
  token: staff,
});
if (!published.body.assembly) {
  await server.stop();
  throw new Error(
    `publish: ${published.status} ${JSON.stringify(published.body)} (create: ${created.status})`,
  );
}
const { questions, eligibleCount } = published.body.assembly;
const bench = new Set(voters.map((v) => v.id));
console.log(
  `eligible: ${eligibleCount} (${bench.size} bench members + the seed's Titulares in good standing)`,
);

// Each member at their moment in the window; TWICE of them send a second vote at the same time.
const latencies: number[] = [];
let accepted = 0;
let refusedTwice = 0;
let failed = 0;
const started = Date.now();
const gap = (SECONDS * 1000) / voters.length;
const vote = async (v: { id: number; sid: string }, i: number) => {
  const member = jwt({ sub: String(v.id), ver: 0, sid: v.sid }, JWT_SECRET);
  const pin = jwt({ sub: String(v.id), ver: 0, sid: v.sid, pin: true }, pinKey);
  const choices = questions.map((q, k) => ({
    questionId: q.id,
    optionIds: k === 0 ? [q.options[i % 3]!.id] : [q.options[i % 4]!.id, q.options[(i + 1) % 4]!.id],
  }));
  const t0 = performance.now();
  const res = await call<{ receiptCode?: string; message?: string }>(`votacoes/${assemblyId}/voto`, {
    method: 'POST',
    token: member,
    body: JSON.stringify({ pinToken: pin, choices }),
  });
  latencies.push(performance.now() - t0);
  if (res.status === 201) accepted++;
  else if (res.status === 409) refusedTwice++;
  else failed++;
};
const inFlight: Promise<void>[] = [];
for (const [i, v] of voters.entries()) {
  const due = started + i * gap;
  const wait = due - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  inFlight.push(vote(v, i));
  if (i < TWICE) inFlight.push(vote(v, i));
}
await Promise.all(inFlight);
const castSeconds = (Date.now() - started) / 1000;

const closed = await call<{ closed: number }>(`sandbox/jobs/assembleias/${assemblyId}/encerrar`, {
  method: 'POST',
});
const results = (await call<AssemblyResults>(`gestao/assemblies/${assemblyId}/results`, { token: staff }))
  .body;
const [stored] = rowsOf<{ ballots: number; voters: number }>(
  await db.execute(sql`
    select (select count(*)::int from assembly_ballots where assembly_id = ${assemblyId}) as ballots,
           (select count(*)::int from assembly_voters where assembly_id = ${assemblyId}) as voters`),
);
await server.stop();
await database.close();

latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
const lost = voters.length - accepted;
const doubled = stored!.ballots - voters.length;
const tallyIsTurnout =
  results.tally.length === results.votedCount &&
  results.questions.every((q) => q.ballots === results.votedCount) &&
  results.questions[0]!.options.reduce((sum, o) => sum + o.votes, 0) === results.votedCount;
console.log(
  [
    `votes: ${voters.length} members in ${castSeconds.toFixed(1)} s (+${TWICE} second attempts at once)`,
    `accepted ${accepted}, refused as a second vote ${refusedTwice}, other failures ${failed}`,
    `lost: ${lost}   doubled: ${doubled}   (ballots ${stored!.ballots}, voters ${stored!.voters})`,
    `closed: ${closed.body.closed}; tally ${results.tally.length} = turnout ${results.votedCount}: ${tallyIsTurnout}`,
    `one vote: p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms, max ${pct(100).toFixed(0)} ms`,
  ].join('\n'),
);
if (lost !== 0 || doubled !== 0 || failed !== 0 || refusedTwice !== TWICE || !tallyIsTurnout) process.exit(1);
