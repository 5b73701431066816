/**
 * npm run bench:peak — a peak of PIX payments on PostgreSQL with two server instances: N members
 * (default 10 000) each with a pending PIX for a congress registration whose product issues a
 * service invoice; every charge is paid and notified twice, out of order, in one burst split
 * between the instances (the sandbox bank's notification, which settles as a webhook does); one
 * instance is killed (SIGKILL) midway and started again. Then it prints what was left unpaid,
 * paid twice, and the receipt e-mails, tickets, ticket e-mails and invoices per paid item (each
 * must be exactly one), and the lag from the settlement to its last effect (p50/p99).
 * Options: --items 10000 --concurrency 32
 * Database: BENCH_DATABASE_URL (default the local test cluster); it creates quita_peak there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEMO_CONGRESS_HASH } from '../../server/congress/demo-congress';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { rowsOf } from '../../server/db/rows-of';
import { seedDatabase } from '../../server/db/seed';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '32' },
  },
});
const N = Number(values.items);
const CONCURRENCY = Number(values.concurrency);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = new URL(adminUrl);
url.pathname = '/quita_peak';
const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('drop database if exists quita_peak with (force)');
await admin.query('create database quita_peak');
await admin.end();
const database = await openDatabase({ url: url.toString() });
const { db } = database;
const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;
const count = async (query: ReturnType<typeof sql>) => Number((await one<{ n: string }>(query)).n);

await migrateDatabase(database);
await seedDatabase(db);
let start = performance.now();
console.log(`Seeding ${N.toLocaleString('pt-BR')} members, each with a pending PIX for the congress…`);
await db.execute(sql`
  update projects set nfse_enabled = true, nfse_service_code = '04.01',
    nfse_service_description = 'Inscrição em congresso', nfse_iss_bps = 200
  where hash = ${DEMO_CONGRESS_HASH}`);
await db.execute(sql`
  insert into members (name, cpf, email, password_hash, confirmed)
  select 'Membro Pico ' || g, '6' || lpad(g::text, 10, '0'), 'p' || g || '@peak.local', 'x', true
  from generate_series(1, ${N}::int) g`);
await db.execute(sql`
  insert into cash_flow_items (member_id, issuer_id, kind, project_id, description, due_at, amount_centavos)
  select m.id, 428, 'product', p.id, p.description, now() + interval '10 days', 35000
  from members m join projects p on p.hash = ${DEMO_CONGRESS_HASH}
  where m.email like '%@peak.local'`);
await db.execute(sql`
  insert into sandbox_charges (id, kind, amount_centavos, status, expires_at)
  select 'sbx_peak_' || i.id, 'pix', i.amount_centavos, 'pending', now() + interval '2 hours'
  from cash_flow_items i join members m on m.id = i.member_id where m.email like '%@peak.local'`);
await db.execute(sql`
  insert into transactions (gateway_id, item_id, method, status, amount_centavos, access_hash)
  select 'sbx_peak_' || i.id, i.id, 'P', 'pending', i.amount_centavos, md5('peak' || i.id)
  from cash_flow_items i join members m on m.id = i.member_id where m.email like '%@peak.local'`);
const ids = rowsOf<{ id: string }>(
  await db.execute(sql`select gateway_id as id from transactions where gateway_id like 'sbx_peak_%'`),
).map((r) => r.id);
console.log(`  ${ids.length} charges in ${seconds(start)}`);

/** One instance of the real server on the bench database, killable and restartable. */
function instance(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'quita-peak-'));
  let child: ChildProcess | undefined;
  const base = `http://127.0.0.1:${port}`;
  const env = () => ({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    LOG_LEVEL: 'error',
    STATIC_DIR: join(dataDir, 'no-spa'),
    JWT_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    SECRETS_KEY: 'cGVhay1iZW5jaC1zZWNyZXRzLWtleS0zMi1ieXRlcyE=',
    RECONCILE_INTERVAL_MS: '2000',
    RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1,::ffff:127.0.0.1',
  });
  return {
    base,
    alive: false,
    /** Up and answering; a start that dies (an onReady timeout under load) is spawned again, as a supervisor would. */
    async start() {
      for (let spawned = 0; spawned < 5; spawned += 1) {
        child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
          env: env(),
          stdio: ['ignore', 'inherit', 'inherit'],
        });
        const exited = new Promise<'exited'>((r) => child!.once('exit', () => r('exited')));
        for (;;) {
          const up = await fetch(`${base}/api/health`)
            .then((r) => r.ok)
            .catch(() => false);
          if (up) {
            this.alive = true;
            return;
          }
          const gone = await Promise.race([exited, new Promise((r) => setTimeout(r, 200))]);
          if (gone === 'exited') break;
        }
      }
      throw new Error(`instance ${port} did not start`);
    },
    async kill(signal: NodeJS.Signals) {
      this.alive = false;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child?.once('exit', r));
      child?.kill(signal);
      await exited;
    },
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const a = instance(6110);
const b = instance(6111);
// Stopped from outside (Ctrl-C, a timeout): the instances go too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([a.kill('SIGKILL'), b.kill('SIGKILL')]).finally(() => process.exit(130));
  });
}
await Promise.all([a.start(), b.start()]);

// Every charge notified twice, in a shuffled order (Fisher–Yates).
const notices = [...ids, ...ids];
for (let i = notices.length - 1; i > 0; i--) {
  const j = Math.floor(Math.random() * (i + 1));
  [notices[i], notices[j]] = [notices[j]!, notices[i]!];
}
let next = 0;
let lost = 0;
const notify = async (id: string, turn: number) => {
  const first = turn % 2 === 0 ? a : b;
  for (const target of [first, first === a ? b : a, a]) {
    if (!target.alive) continue;
    const ok = await fetch(`${target.base}/api/sandbox/pix/${id}/pagar`, { method: 'POST' })
      .then((r) => r.status < 500)
      .catch(() => false);
    if (ok) return;
  }
  lost += 1; // the reconciliation of the living instance settles it
};
start = performance.now();
let restarted: Promise<void> | undefined;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < notices.length) {
      const turn = next++;
      if (turn === Math.floor(notices.length / 2) && !restarted) {
        console.log('  midway: instance B killed (SIGKILL), started again');
        restarted = b.kill('SIGKILL').then(() => b.start());
      }
      await notify(notices[turn]!, turn);
    }
  }),
);
await restarted;
console.log(`Burst: ${notices.length} notifications in ${seconds(start)} (${lost} lost to the kill)`);

const deadline = Date.now() + 30 * 60_000;
for (;;) {
  const unpaid =
    await count(sql`select count(*) as n from cash_flow_items i join members m on m.id = i.member_id
    where m.email like '%@peak.local' and i.paid_at is null`);
  const open = await count(sql`select count(*) as n from payment_settled_events where done_at is null`);
  if ((unpaid === 0 && open === 0) || Date.now() > deadline) break;
  await new Promise((r) => setTimeout(r, 2000));
}
console.log(`All settled and every effect done ${seconds(start)} after the burst began`);
await a.kill('SIGTERM');
await b.kill('SIGTERM');
a.cleanup();
b.cleanup();

const peak = sql`(select i.id, i.member_id from cash_flow_items i join members m on m.id = i.member_id
  where m.email like '%@peak.local')`;
const figures = {
  unpaid: await count(
    sql`select count(*) as n from ${peak} p join cash_flow_items i on i.id = p.id where i.paid_at is null`,
  ),
  paidTwice:
    await count(sql`select count(*) as n from (select t.item_id from transactions t join ${peak} p on p.id = t.item_id
    where t.status = 'succeeded' group by t.item_id having count(*) > 1) x`),
  receipts: await count(sql`select count(*) as n from outbound_messages where recipient like '%@peak.local'
    and subject = 'Quita: pagamento confirmado'`),
  ticketMails: await count(sql`select count(*) as n from outbound_messages where recipient like '%@peak.local'
    and subject like 'Seu ingresso%'`),
  tickets: await count(sql`select count(*) as n from event_tickets t join ${peak} p on p.id = t.item_id`),
  invoices: await count(sql`select count(*) as n from service_invoices s join ${peak} p on p.id = s.item_id`),
  failedEffects: await count(sql`select count(*) as n from payment_settled_effects where status <> 'done'`),
};
const paid = N - figures.unpaid;
const perItem = (n: number) => (paid === 0 ? 0 : n / paid);
const lag = await one<{ p50: number; p99: number }>(sql`
  select percentile_cont(0.5) within group (order by ms) as p50, percentile_cont(0.99) within group (order by ms) as p99
  from (select extract(epoch from max(f.done_at) - e.created_at) * 1000 as ms
        from payment_settled_events e join payment_settled_effects f on f.event_id = e.id group by e.id) x`);
await database.close();

console.log(`Items ${N}: ${figures.unpaid} unpaid, ${figures.paidTwice} paid twice`);
console.log(
  `Per paid item: ${perItem(figures.receipts)} receipt e-mail, ${perItem(figures.tickets)} ticket, ` +
    `${perItem(figures.ticketMails)} ticket e-mail, ${perItem(figures.invoices)} invoice ` +
    `(${figures.failedEffects} handler runs not done)`,
);
console.log(
  `Settle → last effect: p50 ${Math.round(Number(lag.p50))} ms, p99 ${Math.round(Number(lag.p99))} ms`,
);
const ok =
  figures.unpaid === 0 &&
  figures.paidTwice === 0 &&
  [figures.receipts, figures.tickets, figures.ticketMails, figures.invoices].every((n) => n === N);
if (!ok) {
  console.error('FAILED: not exactly one of each per item');
  process.exitCode = 1;
}
