/**
 * npm run bench:checkin — the door offline (issue #32), in Chromium with 4× CPU throttling
 * (CDP Emulation.setCPUThrottlingRate): a device that keeps an event of 5 000 tickets verifies
 * scans with no network (WebCrypto Ed25519, the ticket list and the queue in IndexedDB), then
 * sends 2 000 queued scans to the real server when the network returns. Prints p50/p95 of a
 * scan and the sync's wall time (targets: ≤ 50 ms p95, ≤ 5 s); asserts nothing.
 * Database: BENCH_DATABASE_URL (default the local test cluster); it creates quita_checkin there.
 * Options: --tickets 5000 --scans 2000 --port 4399
 */
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { chromium } from 'playwright-core';
import type { DoorBook } from '../../domain/contract/gestao-checkin';
import type { GestaoEvent } from '../../domain/contract/gestao-events';
import { TICKET_CODE_ALPHABET } from '../../domain/ticket-payload';
import { ticketKeys } from '../../server/congress/ticket-keys';
import { ticketPayload } from '../../server/congress/ticket-signature';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import { createSecretBox } from '../../server/secrets/secret-box';
import { oneDayCourse } from '../../tests/server/congress/one-day-course';
import { startServer } from './server-process';

const { values } = parseArgs({
  options: {
    tickets: { type: 'string', default: '5000' },
    scans: { type: 'string', default: '2000' },
    port: { type: 'string', default: '4399' },
  },
});
const TICKETS = Number(values.tickets);
const SCANS = Math.min(Number(values.scans), TICKETS);
const SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = new URL(adminUrl);
url.pathname = '/quita_checkin';
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('drop database if exists quita_checkin with (force)');
await admin.query('create database quita_checkin');
await admin.end();

const database = await openDatabase({ url: url.toString() });
const { db } = database;
await migrateDatabase(database);
await seedDatabase(db);
// The server signs with the same sealed key: the bench signs the tickets' QR texts as it would.
const keys = await ticketKeys(db, createSecretBox(Buffer.from(SECRETS_KEY, 'base64')));
process.env.SECRETS_KEY = SECRETS_KEY;
const server = await startServer({ port: Number(values.port), databaseUrl: url.toString() });

const call = async <T>(path: string, init: RequestInit & { token?: string } = {}) => {
  const res = await fetch(`${server.url}/api/${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

try {
  const { token } = await call<{ token: string }>('gestao/login', {
    method: 'POST',
    body: JSON.stringify({ email: 'gestor@exemplo.com.br', password: 'Quita@2026' }),
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const { event } = await call<{ event: GestaoEvent }>('gestao/events', {
    method: 'POST',
    token,
    body: JSON.stringify({
      ...oneDayCourse('Congresso da Porta (bench)'),
      // Today: the door takes tickets only during the event (issue #38).
      startsAt: `${today}T00:00:00-03:00`,
      endsAt: `${today}T23:59:00-03:00`,
      sessions: [{ day: today, startsAt: '00:00', endsAt: '23:59' }],
      lots: [],
      capacity: TICKETS,
      inStore: false,
    }),
  });

  console.log(`Seeding ${TICKETS.toLocaleString('pt-BR')} tickets…`);
  await db.execute(sql`
    insert into members (name, cpf, email, confirmed)
    select 'Participante ' || g, '7' || lpad(g::text, 10, '0'), 'p' || g || '@bench.local', true
    from generate_series(1, ${TICKETS}::int) g`);
  await db.execute(sql`
    insert into cash_flow_items (member_id, issuer_id, project_id, kind, description, due_at, amount_centavos, paid_at)
    select id, 428, ${event.productId}, 'product', 'Congresso da Porta (bench)', now(), 20000, now()
    from members where email like '%@bench.local'`);
  const codeOf = (n: number) =>
    Array.from({ length: 8 }, (_, i) => TICKET_CODE_ALPHABET[Math.floor(n / 31 ** i) % 31]).join('');
  await db.execute(sql`
    insert into event_tickets (event_id, item_id, member_id, code)
    select ${event.id}, i.id, i.member_id, 'B' || i.id
    from cash_flow_items i where i.description = 'Congresso da Porta (bench)'`);
  const rows = (
    (await db.execute(
      sql`select id from event_tickets where event_id = ${event.id} order by id`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  for (const { id } of rows) {
    await db.execute(sql`update event_tickets set code = ${codeOf(id + 31 ** 6)} where id = ${id}`);
  }
  const book = await call<DoorBook>(`gestao/checkin/events/${event.id}/book`, { token });
  const payloads = book.tickets
    .slice(0, SCANS)
    .map((t) => ticketPayload(keys, { ticketId: t.ticketId, eventId: event.id, code: t.code }));

  const device = await build({
    entryPoints: ['scripts/bench/checkin-device.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'door',
    write: false,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  // The page is the server's origin (its IndexedDB); the bundle goes in as an inline script.
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${server.url}/api/health`);
  await page.addScriptTag({ content: device.outputFiles[0]!.text });
  // tsx keeps function names with a __name(…) helper that the functions below carry into the page.
  await page.evaluate('window.__name = (f) => f');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  await page.evaluate(async (b) => {
    const w = window as unknown as { door: { keepDoorBook: (b: unknown, d: string) => Promise<void> } };
    await w.door.keepDoorBook(b, 'porta-bench');
  }, book);
  await context.setOffline(true);
  const times = await page.evaluate(
    async ({ eventId, texts }) => {
      type Door = {
        checkAtDoor: (r: unknown, d: string, e: number, read: { payload: string }) => Promise<unknown>;
      };
      const { door } = window as unknown as { door: Door };
      const offline = async () => ({ ok: false, message: 'offline', unanswered: true });
      const took: number[] = [];
      for (const payload of texts) {
        const start = performance.now();
        await door.checkAtDoor(offline, 'porta-bench', eventId, { payload });
        took.push(performance.now() - start);
      }
      return took;
    },
    { eventId: event.id, texts: payloads },
  );
  await context.setOffline(false);
  const sync = await page.evaluate(
    async ({ base, token: bearer }) => {
      type Door = {
        pendingScans: () => Promise<number>;
        syncDoorQueue: (r: unknown, d: string) => Promise<{ ok: boolean; value?: number; message?: string }>;
      };
      const { door } = window as unknown as { door: Door };
      const record = async (eventId: number, body: unknown) => {
        const res = await fetch(`${base}/api/gestao/checkin/events/${eventId}/scans`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
          body: JSON.stringify(body),
        });
        return res.ok
          ? { ok: true, value: (await res.json()).results }
          : { ok: false, message: await res.text() };
      };
      const queued = await door.pendingScans();
      const start = performance.now();
      const answer = await door.syncDoorQueue(record, 'porta-bench');
      return { queued, ms: performance.now() - start, answer, left: await door.pendingScans() };
    },
    { base: server.url, token },
  );
  await browser.close();
  const entrances = (
    (await db.execute(
      sql`select count(*)::int as n from event_checkins where event_id = ${event.id}`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

  const sorted = [...times].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  console.log(`\nChromium, CPU throttled 4×, a device keeping ${book.tickets.length} tickets, offline:`);
  console.log(
    `  one scan verified on the device (Ed25519 + lookup + queued in IndexedDB), ${times.length} scans: ` +
      `p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (target p95 ≤ 50 ms)`,
  );
  console.log(
    `  sync of ${sync.queued} queued scans when the network returned: ${(sync.ms / 1000).toFixed(2)} s ` +
      `(target ≤ 5 s); ${sync.answer.ok ? 'accepted' : `refused: ${sync.answer.message}`}, ${sync.left} left in the queue, ` +
      `${entrances} entrances recorded by the server`,
  );
} finally {
  await server.stop();
  await database.close();
}
