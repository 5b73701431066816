/**
 * npm run bench:api — autocannon on loopback against the bare /api/health route and against
 * listarFluxos for Maria (token check + database), in the same run; on PGlite and, when
 * BENCH_DATABASE_URL is set (default: the local test cluster if reachable), on PostgreSQL.
 * The two loads alternate for --rounds rounds and the medians are printed: on a shared 2-core
 * machine one 10 s run of the bare route moves by a quarter from the next.
 * Options: --connections 100 --seconds 10 --rounds 3
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { loginMaria, startServer } from './server-process';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.seconds);
const rounds = Math.max(1, Number(values.rounds));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function load(opts: autocannon.Options) {
  const result = await autocannon({ connections, duration, ...opts });
  if (result.non2xx > 0 || result.errors > 0)
    console.warn(`  ! ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
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
    const hello: Awaited<ReturnType<typeof load>>[] = [];
    const fluxos: Awaited<ReturnType<typeof load>>[] = [];
    for (let round = 0; round < rounds; round++) {
      hello.push(await load({ url: `${server.url}/api/health` }));
      fluxos.push(
        await load({
          url: `${server.url}/api/fluxo/listarFluxos`,
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ DATA_INICIAL: new Date().toISOString().slice(0, 10) }),
        }),
      );
    }
    const line = (name: string, runs: typeof hello) => {
      const rps = median(runs.map((r) => r.rps)).toFixed(0);
      const p50 = median(runs.map((r) => r.p50));
      const p99 = median(runs.map((r) => r.p99));
      const each = runs.map((r) => r.rps.toFixed(0)).join(', ');
      return `  ${name.padEnd(13)}${rps.padStart(7)} req/s   p50 ${p50} ms   p99 ${p99} ms   (runs: ${each})`;
    };
    const ratios = hello.map((h, i) => fluxos[i]!.rps / h.rps);
    console.log(`\n${label} — ${connections} connections, ${duration} s each, median of ${rounds} rounds`);
    console.log(line('hello', hello));
    console.log(line('listarFluxos', fluxos));
    console.log(
      `  ratio        ${median(ratios).toFixed(2)}   (rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')}; goal ≥ 0.20; p99 goal ≤ 25 ms)`,
    );
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
