/**
 * npm run bench:whatsapp — a WhatsApp reminder run at scale on PostgreSQL, against the fake Graph
 * API started in this process, which answers a share of the sends with 429 (throughput exceeded)
 * and with 5xx, and every send to a few "hopeless" numbers with 503. Seeds N members (default
 * 100 000), each with one dues item due in 5 days, a WhatsApp consent and, every other one, e-mail
 * reminders off (their fallback is an e-mail of its own); runs the reminder job twice at the same
 * time, as two server instances would, then two deliverers at the same time until nothing is
 * queued or being sent. Then, counted from the fake's own log and the seeded rows (not from the
 * job's queries): every member's reminder reached the fake exactly once, except the hopeless ones,
 * given up after the last try with their e-mail; nothing left queued; each row's tries are the
 * sends the fake answered for it; the configured messages per second held between the two.
 * The backoff between tries (30 s, 1, 2, 4 min…) is not waited for: when only later tries are
 * left, the clock the deliverers are given jumps to the next one (printed as simulated time).
 * Options: --members 100000 --rate 80 (messages per second of the number: Meta's default)
 *   --throttle 0.05 --errors 0.02 (shares answered 429 and 5xx) --hopeless 10 --port 0 (the
 *   fake's) --seed 43 (of the faults drawn)
 * Database: BENCH_DATABASE_URL (default the local test cluster); it creates quita_whatsapp there.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { rowsOf } from '../../server/db/rows-of';
import { seedDatabase } from '../../server/db/seed';
import { runReminders, type ReminderRun } from '../../server/dues/reminders';
import {
  deliverWhatsapp,
  WHATSAPP_MAX_ATTEMPTS,
  type WhatsappDeps,
  type WhatsappRun,
} from '../../server/messaging/whatsapp/deliver-whatsapp';
import { whatsappSecretContext, verifyTokenDigest } from '../../server/messaging/whatsapp/whatsapp-settings';
import { createSecretBox } from '../../server/secrets/secret-box';
import {
  FAKE_WA_APP_SECRET,
  FAKE_WA_PHONE_NUMBER_ID,
  FAKE_WA_TOKEN,
  startFakeGraphApi,
} from '../../tests/support/fake-whatsapp/fake-graph-api';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    rate: { type: 'string', default: '80' },
    throttle: { type: 'string', default: '0.05' },
    errors: { type: 'string', default: '0.02' },
    hopeless: { type: 'string', default: '10' },
    port: { type: 'string', default: '0' },
    seed: { type: 'string', default: '43' },
  },
});
const N = Number(values.members);
const RATE = Number(values.rate);
const THROTTLE = Number(values.throttle);
const ERRORS = Number(values.errors);
const HOPELESS = Number(values.hopeless);
const ASSOCIATION = 428;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = new URL(adminUrl);
url.pathname = '/quita_whatsapp';
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const fmt = (n: number) => n.toLocaleString('pt-BR');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A seeded generator (mulberry32): the same faults on every run of the same --seed. */
function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('drop database if exists quita_whatsapp with (force)');
await admin.query('create database quita_whatsapp');
await admin.end();
const database = await openDatabase({ url: url.toString() });
const { db } = database;
const all = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
const count = async (query: ReturnType<typeof sql>) => Number((await all<{ n: string }>(query))[0]!.n);

await migrateDatabase(database);
await seedDatabase(db);
let start = performance.now();
console.log(`Seeding ${fmt(N)} members with WhatsApp consent and one due item each…`);
await db.execute(sql`
  insert into members (name, cpf, email, mobile, password_hash, confirmed, remind_by_email)
  select 'Membro Zap ' || g, '7' || lpad(g::text, 10, '0'), 'w' || g || '@bench.local',
         '1197' || lpad(g::text, 7, '0'), 'x', true, g % 2 = 1
  from generate_series(1, ${N}::int) g`);
await db.execute(sql`
  insert into whatsapp_consents (member_id, phone, consent_text, session_id)
  select id, '55' || mobile, 'Quero receber lembretes pelo WhatsApp.', 'bench'
  from members where email like '%@bench.local'`);
await db.execute(sql`
  insert into cash_flow_items (member_id, issuer_id, kind, description, due_at, amount_centavos)
  select id, ${ASSOCIATION}, 'due', 'Contribuição WhatsApp', now() + interval '5 days', 6500
  from members where email like '%@bench.local'`);
const box = createSecretBox(randomBytes(32));
await db.execute(sql`
  insert into issuer_whatsapp_settings (issuer_id, phone_number_id, access_token_encrypted,
    app_secret_encrypted, verify_token_sha256, reminder_template, paid_template)
  values (${ASSOCIATION}, ${FAKE_WA_PHONE_NUMBER_ID},
    ${box.seal(FAKE_WA_TOKEN, whatsappSecretContext(ASSOCIATION, 'access_token'))},
    ${box.seal(FAKE_WA_APP_SECRET, whatsappSecretContext(ASSOCIATION, 'app_secret'))},
    ${verifyTokenDigest('token-de-verificacao-bench')}, 'lembrete_vencimento', 'pagamento_confirmado')`);
await db.execute(sql`vacuum analyze`);
console.log(`  seeded in ${seconds(performance.now() - start)}`);

const graph = await startFakeGraphApi({
  port: Number(values.port),
  faults: { throttled: THROTTLE, serverErrors: ERRORS, random: seededRandom(Number(values.seed)) },
});
// The first members' numbers, half of them with e-mail reminders on and half off.
for (let g = 1; g <= HOPELESS; g += 1) graph.unavailableFor(`551197${String(g).padStart(7, '0')}`);
/** Two server instances: a pool each. */
const instances = await Promise.all([1, 2].map(() => openDatabase({ url: url.toString(), poolSize: 4 })));
const depsOf = (instanceDb: typeof db): WhatsappDeps => ({
  db: instanceDb,
  box,
  apiUrl: graph.url,
  sandbox: false,
  publicUrl: 'https://app.exemplo',
  messagesPerSecond: RATE,
});

const runStart = performance.now();
start = runStart;
const runs: ReminderRun[] = await Promise.all(
  instances.map((i) => runReminders(i.db, 'https://app.exemplo', new Date(), false)),
);
const remindersMs = performance.now() - start;

/** Backoff not waited for: the deliverers' clock runs this far ahead of the wall clock. */
let skippedMs = 0;
const clock = () => new Date(Date.now() + skippedMs);

/** One instance's whatsapp job, run again and again until nothing is queued or being sent. */
async function deliverer(deps: WhatsappDeps): Promise<WhatsappRun> {
  const total: WhatsappRun = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const run = await deliverWhatsapp(deps, clock());
    total.sent += run.sent;
    total.retried += run.retried;
    total.failed += run.failed;
    if (run.sent + run.retried + run.failed > 0) continue;
    const [left] = await all<{ queued: number; sending: number; next: string | null }>(sql`
      select count(*) filter (where status = 'queued')::int as queued,
             count(*) filter (where status = 'sending')::int as sending,
             min(next_attempt_at) filter (where status = 'queued') as next
      from whatsapp_messages`);
    if (left!.queued === 0 && left!.sending === 0) return total;
    const next = left!.next ? new Date(left!.next).getTime() : 0;
    if (left!.sending === 0 && next > clock().getTime()) skippedMs = Math.max(skippedMs, next - Date.now());
    else await sleep(100);
  }
}

start = performance.now();
const delivered = await Promise.all(instances.map((i) => deliverer(depsOf(i.db))));
const deliveryMs = performance.now() - start;
const rerun = await runReminders(instances[0]!.db, 'https://app.exemplo', new Date(), false);

// What the fake received, by its own log.
const requests = graph.requests;
const throttled = requests.filter((r) => r.status === 429).length;
const serverErrors = requests.filter((r) => r.status >= 500).length;
/** Seconds in which sends went out (not those the deliverers spent waiting for a backoff). */
const activeSeconds = new Set(requests.map((r) => Math.floor((r.at - requests[0]!.at) / 1000))).size;
let peak = 0;
for (let from = 0, to = 0; to < requests.length; to += 1) {
  while (requests[to]!.at - requests[from]!.at >= 1000) from += 1;
  peak = Math.max(peak, to - from + 1);
}
const sentPerKey = new Map<string, number>();
for (const s of graph.sent) {
  const components = (s.body.template as { components?: { parameters: { text: string }[] }[] }).components;
  const item = /id=(\d+)$/.exec(components?.[1]?.parameters[0]?.text ?? '')?.[1];
  const key = `${s.to}/${item}`;
  sentPerKey.set(key, (sentPerKey.get(key) ?? 0) + 1);
}
const requestsPerPhone = new Map<string, number[]>();
for (const r of requests) requestsPerPhone.set(r.to, [...(requestsPerPhone.get(r.to) ?? []), r.status]);

// What should have reached it: the seeded members and items, read without the job's tables.
const expected = await all<{ key: string }>(sql`
  select '55' || m.mobile || '/' || i.id as key
  from members m join cash_flow_items i on i.member_id = m.id
  where m.email like '%@bench.local'`);
const given = await all<{ id: number; phone: string; attempts: number; key: string; mailed: number }>(sql`
  select w.id, w.phone, w.attempts, w.phone || '/' || w.item_id as key,
         (select count(*)::int from outbound_messages o
          where o.once_key in ('whatsapp-fallback:' || w.id, 'lembrete:' || w.item_id || ':antes:email')) as mailed
  from whatsapp_messages w where w.status = 'failed'`);
const givenUp = new Set(given.map((g) => g.key));
let dropped = 0;
for (const { key } of expected) if (!sentPerKey.has(key) && !givenUp.has(key)) dropped += 1;
const duplicated = [...sentPerKey.values()].filter((n) => n > 1).length;
const expectedKeys = new Set(expected.map((e) => e.key));
const strangers = [...sentPerKey.keys()].filter((k) => !expectedKeys.has(k)).length;
const left = await count(
  sql`select count(*) as n from whatsapp_messages where status in ('queued', 'sending')`,
);
const givenUpOnPurpose = given.filter((g) => {
  const statuses = requestsPerPhone.get(g.phone) ?? [];
  return statuses.length === WHATSAPP_MAX_ATTEMPTS && statuses.every((s) => s === 429 || s >= 500);
}).length;
const givenUpMailed = given.filter((g) => g.mailed === 1).length;
const rows = await all<{ phone: string; attempts: number }>(
  sql`select phone, attempts from whatsapp_messages where member_id is not null`,
);
const triesMismatch = rows.filter((r) => (requestsPerPhone.get(r.phone)?.length ?? 0) !== r.attempts).length;
const retried = delivered.reduce((n, d) => n + d.retried, 0);
const failed = delivered.reduce((n, d) => n + d.failed, 0);
const queued = runs.reduce((n, r) => n + r.whatsapps, 0);

console.log(`\nWhatsApp reminders for ${fmt(N)} members, two instances (PostgreSQL, fake Graph API):`);
console.log(
  `  reminder job, twice at once: ${seconds(remindersMs)}; queued ${runs.map((r) => fmt(r.whatsapps)).join(' + ')}; a rerun after delivery queued ${rerun.whatsapps}`,
);
console.log(`  messages per second configured: ${RATE} (Meta's default throughput is 80 a number)`);
console.log(
  `  achieved: ${fmt(Math.round(requests.length / activeSeconds))} sends/s over the ${fmt(activeSeconds)} s in which sends went out (${fmt(Math.round(graph.sent.length / activeSeconds))} accepted/s), ${peak} in the busiest second`,
);
console.log(
  `  sends answered 429: ${fmt(throttled)}, 5xx: ${fmt(serverErrors)} (shares asked: ${THROTTLE}, ${ERRORS}; ${HOPELESS} numbers always 503); retried by the deliverers: ${fmt(retried)}, given up: ${fmt(failed)}`,
);
console.log(
  `  delivery: ${seconds(deliveryMs)} wall (${delivered.map((d) => fmt(d.sent)).join(' + ')} sent by the two deliverers), backoff skipped as simulated time: ${seconds(skippedMs)}`,
);

const checks: [string, boolean][] = [
  [`queued once per member: ${fmt(queued)} of ${fmt(N)}, rerun 0`, queued === N && rerun.whatsapps === 0],
  [
    `reached the fake: ${fmt(sentPerKey.size)} + given up ${given.length} = ${fmt(N)} members`,
    sentPerKey.size + given.length === N,
  ],
  [`dropped: ${dropped}`, dropped === 0],
  [`duplicated: ${duplicated}`, duplicated === 0],
  [`sent to no one else: ${strangers} strangers`, strangers === 0],
  [`left queued or sending: ${left}`, left === 0],
  [
    `given up: ${given.length} (hopeless: ${HOPELESS}), each failed by the fake on all ${WHATSAPP_MAX_ATTEMPTS} tries: ${givenUpOnPurpose}, with its e-mail: ${givenUpMailed}`,
    given.length >= HOPELESS && givenUpOnPurpose === given.length && givenUpMailed === given.length,
  ],
  [`each row's tries = sends the fake answered for it (mismatches: ${triesMismatch})`, triesMismatch === 0],
  [
    `every 429 and 5xx retried or given up: ${fmt(throttled + serverErrors)} = ${fmt(retried)} + ${fmt(given.length)}`,
    throttled + serverErrors === retried + given.length,
  ],
  [`rate held: busiest second ${peak} ≤ ${RATE} + 5 %`, peak <= Math.ceil(RATE * 1.05)],
];
for (const [what, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
console.log(`  wall time, reminder runs to the last check: ${seconds(performance.now() - runStart)}`);
await graph.close();
await Promise.all([...instances, database].map((d) => d.close()));
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
