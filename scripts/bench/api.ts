/**
 * npm run bench:api — autocannon on loopback against the bare /api/health route and against
 * listarFluxos for Maria (token check + database), in the same run; on PGlite and, when
 * BENCH_DATABASE_URL is set (default: the local test cluster if reachable), on PostgreSQL.
 * Options: --connections 100 --seconds 10
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { loginMaria, startServer } from './server-process';

const { values } = parseArgs({
  options: { connections: { type: 'string', default: '100' }, seconds: { type: 'string', default: '10' } },
});
const connections = Number(values.connections);
const duration = Number(values.seconds);

async function load(opts: autocannon.Options) {
  const result = await autocannon({ connections, duration, ...opts });
  if (result.non2xx > 0 || result.errors > 0)
    console.warn(`  ! ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function freshPostgres(adminUrl: string): Promise<string | undefined> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query('drop database if exists quita_bench with (force)');
    await admin.query('create database quita_bench');
    const url = new URL(adminUrl);
    url.pathname = '/quita_bench';
    return url.toString();
  } catch {
    return undefined;
  } finally {
    await admin.end().catch(() => undefined);
  }
}

async function bench(label: string, databaseUrl?: string) {
  const server = await startServer({ port: 4390, ...(databaseUrl ? { databaseUrl } : {}) });
  try {
    const token = await loginMaria(server.url);
    await load({ url: `${server.url}/api/health`, duration: 2 });
    const hello = await load({ url: `${server.url}/api/health` });
    const fluxos = await load({
      url: `${server.url}/api/fluxo/listarFluxos`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ DATA_INICIAL: new Date().toISOString().slice(0, 10) }),
    });
    console.log(`\n${label} — ${connections} connections, ${duration} s each`);
    console.log(`  hello        ${hello.rps.toFixed(0).padStart(7)} req/s   p99 ${hello.p99} ms`);
    console.log(`  listarFluxos ${fluxos.rps.toFixed(0).padStart(7)} req/s   p99 ${fluxos.p99} ms`);
    console.log(`  ratio        ${(fluxos.rps / hello.rps).toFixed(2)}   (goal ≥ 0.20; p99 goal ≤ 25 ms)`);
  } finally {
    await server.stop();
  }
}

await bench('PGlite (embedded)');
const pgUrl = await freshPostgres(
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
if (pgUrl) await bench('PostgreSQL', pgUrl);
else console.log('\nPostgreSQL not reachable: set BENCH_DATABASE_URL to include it.');
