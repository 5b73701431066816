import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginMaria, VISA } from './support/api';
import { freePort, startServer, tempDataDir, type ServerProcess } from './support/server';

/**
 * Infrastructure faults against the real server process: PGlite keeps what it acknowledged through
 * a kill -9, and the server rides out a PostgreSQL restart (the latter only with TEST_DATABASE_URL).
 */
/** What the embedded database acknowledged survives a kill -9 of the server. */
describe('PGlite and kill -9', () => {
  const dataDir = tempDataDir();
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('every card saved before the kill is there after the restart', { timeout: 180_000 }, async () => {
    const port = await freePort();
    server = await startServer({ dataDir, port });
    const token = await loginMaria(server.url);
    const acked: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const { status, body } = await call<{
        RESULTADO: boolean;
        CARTAO?: { ID_ZOOP_EMITENTE_CARTAO: number };
      }>(server.url, '/api/emitente/salvarCartao', {
        token,
        body: { ...VISA, NOME_CARTAO: `KILL NOVE ${i}` },
      });
      if (status === 200 && body.RESULTADO) acked.push(body.CARTAO!.ID_ZOOP_EMITENTE_CARTAO);
    }
    expect(acked).toHaveLength(20);
    expect(await server.stop('SIGKILL')).toBe('SIGKILL');

    server = await startServer({ dataDir, port });
    const { body } = await call<{ ID_ZOOP_EMITENTE_CARTAO: number }[]>(
      server.url,
      '/api/emitente/listarCartoes',
      {
        token,
      },
    );
    const kept = new Set(body.map((c) => c.ID_ZOOP_EMITENTE_CARTAO));
    console.info(
      `[security] kill -9: ${acked.filter((id) => kept.has(id)).length} of ${acked.length} acknowledged cards kept`,
    );
    expect(acked.filter((id) => !kept.has(id))).toEqual([]);
  });
});

/**
 * PostgreSQL restarts while a bounded load of card saves runs on loopback: the server recovers by
 * itself within 5 s and every save it acknowledged is in the database afterwards. Only with
 * TEST_DATABASE_URL (the local cluster): it restarts that cluster.
 */
const WORKERS = 10;
const TOTAL = 500;
const DURATION_MS = 20_000;
const RESTART_AT_MS = 5_000;
const run = promisify(execFile);

interface Outcome {
  n: number;
  sentAt: number;
  doneAt: number;
  status: number;
  cardId?: number;
}

if (process.env.TEST_DATABASE_URL) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const name = `quita_security_${randomBytes(5).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  describe('PostgreSQL restarted under load', () => {
    const dataDir = tempDataDir();
    let server: ServerProcess | undefined;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    beforeAll(() => admin(`create database ${name}`));
    afterAll(async () => {
      await server?.stop('SIGKILL');
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it(
      'the server recovers within 5 s and no acknowledged card save is lost',
      { timeout: 180_000 },
      async () => {
        server = await startServer({
          dataDir,
          port: await freePort(),
          env: { DATABASE_URL: url.toString() },
        });
        const base = server.url;
        const token = await loginMaria(base);
        const outcomes: Outcome[] = [];
        const start = Date.now();

        const save = async (n: number) => {
          const sentAt = Date.now();
          const res = await fetch(`${base}/api/emitente/salvarCartao`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ ...VISA, NOME_CARTAO: `PG RESTART ${n}` }),
            signal: AbortSignal.timeout(10_000),
          }).catch(() => undefined);
          const body = res?.ok
            ? ((await res.json()) as { RESULTADO?: boolean; CARTAO?: { ID_ZOOP_EMITENTE_CARTAO: number } })
            : undefined;
          outcomes.push({
            n,
            sentAt,
            doneAt: Date.now(),
            status: res?.status ?? 0,
            ...(body?.RESULTADO ? { cardId: body.CARTAO!.ID_ZOOP_EMITENTE_CARTAO } : {}),
          });
        };
        const worker = async (w: number) => {
          for (let n = w; n < TOTAL; n += WORKERS) {
            const due = start + (n * DURATION_MS) / TOTAL;
            await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
            await save(n);
          }
        };
        const restart = async () => {
          await new Promise((r) => setTimeout(r, RESTART_AT_MS));
          const version = readdirSync('/etc/postgresql')[0]!;
          const begun = Date.now();
          await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
          return { begun, done: Date.now() };
        };
        const [restarted] = await Promise.all([
          restart(),
          ...Array.from({ length: WORKERS }, (_, w) => worker(w)),
        ]);

        const acked = outcomes.filter((o) => o.cardId !== undefined);
        const firstAfter = acked
          .filter((o) => o.sentAt >= restarted.done)
          .sort((a, b) => a.doneAt - b.doneAt)[0];
        const recoveryMs = firstAfter ? firstAfter.doneAt - restarted.done : Infinity;

        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        const { rows } = await client.query<{ id: number }>(
          "select id from cards where holder_name like 'PG RESTART %'",
        );
        await client.end();
        const stored = new Set(rows.map((r) => r.id));
        const lost = acked.filter((o) => !stored.has(o.cardId!));
        console.info(
          `[security] postgres restart: ${outcomes.length} saves sent, ${acked.length} acknowledged, ` +
            `${outcomes.filter((o) => o.status >= 500 || o.status === 0).length} failed, ` +
            `restart took ${restarted.done - restarted.begun} ms, recovered ${recoveryMs} ms after it, ${lost.length} lost`,
        );
        expect(outcomes).toHaveLength(TOTAL);
        expect(lost).toEqual([]);
        expect(recoveryMs).toBeLessThanOrEqual(5_000);
      },
    );
  });
}
