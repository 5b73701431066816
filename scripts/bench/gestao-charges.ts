/**
 * npm run bench:gestao-charges — the back office at scale, on PostgreSQL, through the real server
 * (server/main.ts in a child process on port 4432):
 * - "Nova cobrança" (one annuity) for every active member of an association of 100 000 (goal ≤ 10 s:
 *   one INSERT … SELECT);
 * - the payments CSV of 1 000 000 transactions streamed over HTTP: time to the first byte (goal
 *   ≤ 1 s) and the server process's peak RSS while it streams (goal < 150 MB), sampled from
 *   /proc/<pid>/status (VmRSS every 20 ms, VmHWM at the end).
 * Options: --members 100000 --transactions 1000000 --keep (leave the database for a later run)
 * --reuse (a kept database: only stream the CSV again)
 * Database: BENCH_DATABASE_URL (default the local test cluster); it creates quita_bench_gestao there
 * and drops it at the end unless --keep.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    transactions: { type: 'string', default: '1000000' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(values.members);
const TRANSACTIONS = Number(values.transactions);
const PORT = 4432;
const DB_NAME = 'quita_bench_gestao';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = new URL(adminUrl);
url.pathname = `/${DB_NAME}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

if (!values.reuse) {
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
}
const database = await openDatabase({ url: url.toString(), poolSize: 2 });
const { db } = database;
let start = performance.now();
if (!values.reuse) {
  await migrateDatabase(database);
  await seedDatabase(db);
  await db.execute(sql`
  insert into members (name, cpf, email, confirmed)
  select 'Membro Bench ' || g, '7' || lpad(g::text, 10, '0'), 'bench' || g || '@bench.local', true
  from generate_series(1, ${MEMBERS}::int) g`);
  await db.execute(sql`
  insert into memberships (member_id, issuer_id, category_id, status, category_since)
  select id, 428, 601, 'A', '2020-01-01' from members where email like 'bench%@bench.local'`);
  await db.execute(sql`analyze`);
  console.log(
    `Seeded ${MEMBERS.toLocaleString('pt-BR')} active Titular members of 428 in ${seconds(performance.now() - start)}`,
  );
}

// The real server, built (one ES module, packages left to node_modules, as a deployment runs it)
// and started with plain node in a process of its own: its memory is what we measure. Under tsx
// the loader's own thread and compiler would count in the same process.
const buildDir = join('node_modules', '.cache', 'quita-bench-gestao');
rmSync(buildDir, { recursive: true, force: true });
// Native and WebAssembly packages stay in node_modules; the rest is bundled (the ESM output gets a
// require for the CommonJS packages inside it).
const built = spawnSync(
  join('node_modules', '.bin', 'esbuild'),
  [
    'server/main.ts',
    '--bundle',
    // Minified, as deployed: the module's source text stays in the heap (5.8 → 2.8 MB).
    '--minify',
    '--platform=node',
    '--format=esm',
    '--external:@electric-sql/pglite',
    '--external:@node-rs/*',
    '--external:pg-native',
    '--external:@fastify/swagger-ui',
    '--external:@fastify/static',
    // Loaded on first use only (sanitizing product HTML, PDF posters): outside, as under tsx.
    '--external:jsdom',
    '--external:pdfkit',
    '--banner:js=import { createRequire as __cr } from "node:module"; const require = __cr(import.meta.url);',
    `--outfile=${join(buildDir, 'main.mjs')}`,
    '--log-level=error',
  ],
  { stdio: 'inherit' },
);
if (built.status !== 0) throw new Error('server build failed');
cpSync(join('server', 'db', 'migrations'), join(buildDir, 'migrations'), { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'quita-bench-gestao-'));
const child = spawn(process.execPath, [join(buildDir, 'main.mjs')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // A heap ceiling, as a deployment with a memory budget sets it: without one V8 lets the old
    // space grow with the export's garbage (measured: +135 MB at peak) before collecting it; and a
    // young generation of 2 × 4 MB instead of up to 2 × 16 MB (idle RSS 149 → 136 MB).
    NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '--max-old-space-size=128 --max-semi-space-size=4',
    STATIC_DIR: join(dataDir, 'no-spa'),
    JWT_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    DATABASE_URL: url.toString(),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${PORT}`;
async function stopAll() {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
  await database.close();
  if (!values.keep) await admin(`drop database if exists ${DB_NAME} with (force)`);
}
try {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const statusKb = (field: 'VmRSS' | 'VmHWM') => {
    const line = readFileSync(`/proc/${child.pid}/status`, 'utf8').match(
      new RegExp(`${field}:\\s+(\\d+) kB`),
    );
    return Number(line?.[1] ?? 0);
  };
  console.log(`Server started: RSS ${mb(statusKb('VmRSS'))}`);
  const login = await fetch(`${base}/api/gestao/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'gestor@exemplo.com.br', password: 'Quita@2026' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const body = JSON.stringify({
    target: { kind: 'categories', categoryIds: [601] },
    schedule: { kind: 'annuity', dueDate: '2027-03-31' },
    description: 'Anuidade 2027 - Titular',
    amounts: [{ categoryId: 601, amountCentavos: 78_000 }],
  });

  if (!values.reuse) {
    start = performance.now();
    const preview = (await (
      await fetch(`${base}/api/gestao/charges/preview`, { method: 'POST', headers: auth, body })
    ).json()) as {
      itemCount: number;
    };
    console.log(
      `Preview: ${preview.itemCount.toLocaleString('pt-BR')} items in ${seconds(performance.now() - start)}`,
    );
    start = performance.now();
    const created = await fetch(`${base}/api/gestao/charges`, {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': `bench-${Date.now()}` },
      body,
    });
    const charge = (await created.json()) as { itemCount: number; totalCentavos: number; batchId: number };
    const chargeMs = performance.now() - start;
    console.log(
      `Nova cobrança (HTTP ${created.status}): ${charge.itemCount.toLocaleString('pt-BR')} items, ` +
        `total R$ ${(charge.totalCentavos / 100).toLocaleString('pt-BR')} in ${seconds(chargeMs)} (goal ≤ 10 s: ${chargeMs <= 10_000 ? 'met' : 'NOT met'})`,
    );

    // A million transactions over the batch's items; at most one success per item (the unique index).
    start = performance.now();
    await db.execute(sql`
    with first as (select min(id) as id from cash_flow_items where charge_batch_id = ${charge.batchId})
    insert into transactions (gateway_id, item_id, method, status, amount_centavos, installments,
      access_hash, fee_centavos, created_at, updated_at)
    select 'sbx_bench_' || g, first.id + g / 10,
      (array['P','B','C','M'])[1 + g % 4],
      case when g % 10 = 0 then 'succeeded' else (array['pending','failed','expired'])[1 + g % 3] end,
      78000, 1 + (g % 3), md5(g::text), g % 500,
      now() - make_interval(secs => g), now()
    from generate_series(0, ${TRANSACTIONS - 1}::int) g, first`);
    await db.execute(sql`analyze transactions`);
    console.log(
      `Inserted ${TRANSACTIONS.toLocaleString('pt-BR')} transactions in ${seconds(performance.now() - start)}`,
    );
  }

  const before = statusKb('VmRSS');
  const hwmBefore = statusKb('VmHWM');
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, statusKb('VmRSS'))), 20);
  start = performance.now();
  const res = await fetch(`${base}/api/gestao/payments.csv`, { headers: auth });
  const reader = res.body!.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - start;
    bytes += value.length;
    for (const byte of value) if (byte === 10) lines++;
  }
  const totalMs = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, statusKb('VmRSS'));
  const hwm = statusKb('VmHWM');
  console.log(
    `CSV (HTTP ${res.status}): ${(lines - 1).toLocaleString('pt-BR')} lines, ${(bytes / 1e6).toFixed(1)} MB in ${seconds(totalMs)}`,
  );
  console.log(
    `  first byte after ${firstByteMs.toFixed(0)} ms (goal ≤ 1 000 ms: ${firstByteMs <= 1000 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  server RSS: ${mb(before)} before, peak ${mb(peak)} while streaming (goal < 150 MB: ${peak < 150 * 1024 ? 'met' : 'NOT met'}); ` +
      `+${mb(peak - before)} over the idle server; VmHWM ${mb(hwmBefore)} before, ${mb(hwm)} after`,
  );
} finally {
  await stopAll();
}
