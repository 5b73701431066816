import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { and, count, eq, inArray, isNull, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CONGRESS_HASH } from '../../server/congress/demo-congress';
import { openDatabase } from '../../server/db/client';
import { issuedDocuments, outboundMessages, transactions } from '../../server/db/schema';
import { eventTickets } from '../../server/db/schema-congress';
import { paymentSettledEffects, paymentSettledEvents } from '../../server/db/schema-settlement';
import { brazilianBuyer } from '../server/support/purchase';
import { call, VISA } from './support/api';
import { freePort, startServer, tempDataDir, type ServerProcess } from './support/server';

/**
 * The real server dies (SIGKILL, CRASH_AFTER_SETTLE_COMMIT=1) right after a settlement's commit,
 * before any handler of "payment settled" ran: a congress registration paid by card. Restarted,
 * it runs them from the recorded event: one ticket, one ticket e-mail, one receipt document, one
 * receipt e-mail. Restarted once more with every handler's run forgotten (as if each had died
 * after its writes), it runs them all again and still nothing is there twice.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const kinds = [{ kind: 'PGlite' as const }, ...(adminUrl ? [{ kind: 'PostgreSQL' as const }] : [])];

const RECEIPT_SUBJECT = 'Quita: pagamento confirmado';

describe.each(kinds)('crash between the settlement commit and its handlers ($kind)', ({ kind }) => {
  const dataDir = tempDataDir();
  const name = `quita_settled_${randomBytes(5).toString('hex')}`;
  let databaseUrl: string | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  const start = async (port: number, env: Record<string, string> = {}) =>
    startServer({
      dataDir,
      port,
      env: {
        ...(databaseUrl ? { DATABASE_URL: databaseUrl, SECRETS_KEY: randomKey } : {}),
        ...env,
      },
    });
  const randomKey = randomBytes(32).toString('base64');
  const open = () => openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });

  /** Waits until the sandbox inbox of the buyer shows both e-mails (the handlers ran). */
  async function waitForMails(url: string, email: string): Promise<number> {
    const began = Date.now();
    for (;;) {
      const { body } = await call<{ mensagens: { assunto: string }[] }>(
        url,
        `/api/sandbox/mensagens?para=${encodeURIComponent(email)}`,
      );
      const subjects = body.mensagens.map((m) => m.assunto);
      if (subjects.includes(RECEIPT_SUBJECT) && subjects.some((s) => s.startsWith('Seu ingresso'))) {
        return Date.now() - began;
      }
      if (Date.now() - began > 90_000) throw new Error(`no e-mails after 90 s: ${subjects.join(', ')}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  async function effectsOf(email: string, itemId: number) {
    const database = await open();
    try {
      const { db } = database;
      const [tx] = await db
        .select()
        .from(transactions)
        .where(and(eq(transactions.itemId, itemId), eq(transactions.status, 'succeeded')));
      const [tickets] = await db
        .select({ n: count() })
        .from(eventTickets)
        .where(eq(eventTickets.itemId, itemId));
      const [ticketMails] = await db
        .select({ n: count() })
        .from(outboundMessages)
        .where(and(eq(outboundMessages.recipient, email), like(outboundMessages.subject, 'Seu ingresso%')));
      const [receiptMails] = await db
        .select({ n: count() })
        .from(outboundMessages)
        .where(and(eq(outboundMessages.recipient, email), eq(outboundMessages.subject, RECEIPT_SUBJECT)));
      const [receipts] = await db
        .select({ n: count() })
        .from(issuedDocuments)
        .where(and(eq(issuedDocuments.kind, 'recibo'), eq(issuedDocuments.transactionId, tx!.id)));
      const [event] = await db
        .select()
        .from(paymentSettledEvents)
        .where(eq(paymentSettledEvents.transactionId, tx!.id));
      const effects = await db
        .select({ handler: paymentSettledEffects.handler, status: paymentSettledEffects.status })
        .from(paymentSettledEffects)
        .where(eq(paymentSettledEffects.eventId, event!.id));
      return {
        tickets: tickets!.n,
        ticketMails: ticketMails!.n,
        receiptMails: receiptMails!.n,
        receipts: receipts!.n,
        eventDone: event!.doneAt !== null,
        effects: effects.map((e) => `${e.handler}:${e.status}`).sort(),
      };
    } finally {
      await database.close();
    }
  }

  it('after the restart every effect happens exactly once', { timeout: 300_000 }, async () => {
    if (kind === 'PostgreSQL') {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    const port = await freePort();
    server = await start(port, { CRASH_AFTER_SETTLE_COMMIT: '1' });
    const buyer = brazilianBuyer({ nome: 'Bia Queda Depois Do Commit' });
    const email = buyer.email!;
    const opened = await call<{
      RESULTADO: boolean;
      FLUXO: { ID_FLUXO_DE_CAIXA: number };
      REFERENCIA: string;
    }>(server.url, '/api/access/incluirFluxoProjetoDireto', {
      body: { EMITENTE: buyer, HASH: DEMO_CONGRESS_HASH },
    });
    expect(opened.body.RESULTADO, JSON.stringify(opened.body)).toBe(true);
    const itemId = opened.body.FLUXO.ID_FLUXO_DE_CAIXA;
    const paying = call(server.url, '/api/access/efetuarTransacaoDireta', {
      body: {
        ID_FLUXO_DE_CAIXA: itemId,
        HASH: DEMO_CONGRESS_HASH,
        REFERENCIA: opened.body.REFERENCIA,
        ID_EMITENTE_ML: 428,
        PARCELAS: 1,
        TIPO: 'C',
        CARTAO: VISA,
      },
    }).then(
      () => 'answered',
      () => 'connection lost',
    );
    expect(await paying).toBe('connection lost');
    expect(await server.exited).toBe('SIGKILL');

    const committed = await effectsOf(email, itemId);
    expect(committed).toMatchObject({
      tickets: 0,
      ticketMails: 0,
      receiptMails: 0,
      receipts: 0,
      eventDone: false,
    });

    server = await start(port);
    const lag = await waitForMails(server.url, email);
    console.info(`[security] settled-crash (${kind}): effects done ${lag} ms after the restart was up`);
    await server.stop();
    const once = {
      tickets: 1,
      ticketMails: 1,
      receiptMails: 1,
      receipts: 1,
      eventDone: true,
      effects: [
        'debito-automatico:done',
        'ingressos:done',
        'notas-fiscais:done',
        'recibo:done',
        'status-ao-vivo:done',
        'telas-ao-vivo:done',
        'whatsapp-pagamento:done',
      ],
    };
    expect(await effectsOf(email, itemId)).toEqual(once);

    // Every handler's run forgotten, as if each had died after its writes: all run again, nothing twice.
    const database = await open();
    try {
      await database.db.update(paymentSettledEvents).set({ doneAt: null });
      await database.db
        .update(paymentSettledEffects)
        .set({ status: 'retrying', nextAttemptAt: new Date(0), doneAt: null })
        .where(inArray(paymentSettledEffects.status, ['done']));
    } finally {
      await database.close();
    }
    server = await start(port);
    const began = Date.now();
    for (;;) {
      const stillOpen = await countOpenEvents();
      if (stillOpen === 0 || Date.now() - began > 60_000) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    await server.stop();
    expect(await effectsOf(email, itemId)).toEqual(once);
  });

  /** Open events, read through the running server's own database (PostgreSQL), or after a stop (PGlite). */
  async function countOpenEvents(): Promise<number> {
    if (!databaseUrl) {
      // PGlite belongs to the server's process: give its start sweep a moment, then read after the stop.
      await new Promise((r) => setTimeout(r, 8_000));
      return 0;
    }
    const database = await open();
    try {
      const [open] = await database.db
        .select({ n: count() })
        .from(paymentSettledEvents)
        .where(isNull(paymentSettledEvents.doneAt));
      return open!.n;
    } finally {
      await database.close();
    }
  }
});
