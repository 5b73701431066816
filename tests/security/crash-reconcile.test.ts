import { rmSync } from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { cashFlowItems, outboundMessages, sandboxCharges, transactions } from '../../server/db/schema';
import { call, firstUnpaidItem, loginMaria, pinToken, VISA } from './support/api';
import { freePort, startServer, tempDataDir, type ServerProcess } from './support/server';

/**
 * The real server dies (SIGKILL, CRASH_AFTER_GATEWAY_CHARGE=1) right after the sandbox gateway
 * charged a card and before the payment was settled; restarted, its reconciliation finds the
 * pending transaction, asks the gateway, and the item ends up paid exactly once.
 */
const dataDir = tempDataDir();
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash between the gateway charge and our commit', () => {
  it(
    'the restarted server settles the payment: one charge, one success, one receipt',
    { timeout: 180_000 },
    async () => {
      const port = await freePort();
      server = await startServer({ dataDir, port, env: { CRASH_AFTER_GATEWAY_CHARGE: '1' } });
      const token = await loginMaria(server.url);
      const pin = await pinToken(server.url, token);
      const itemId = await firstUnpaidItem(server.url, token);

      const paying = call(server.url, '/api/fluxo/efetuarTransacao', {
        token,
        body: { ID_FLUXO_DE_CAIXA: itemId, TIPO: 'C', TOKEN_PIN: pin, CARTAO: VISA },
      }).then(
        () => 'answered',
        () => 'connection lost',
      );
      expect(await paying).toBe('connection lost');
      expect(await server.exited).toBe('SIGKILL');

      server = await startServer({ dataDir, port, env: { RECONCILE_INTERVAL_MS: '1000' } });
      const start = Date.now();
      let paidAt = '';
      while (!paidAt && Date.now() - start < 60_000) {
        const { body } = await call<{ FLUXO: { DATA_PAGAMENTO: string } }>(
          server.url,
          '/api/fluxo/obterFluxo',
          {
            token,
            body: { ID_FLUXO_DE_CAIXA: itemId },
          },
        );
        paidAt = body.FLUXO.DATA_PAGAMENTO;
        if (!paidAt) await new Promise((r) => setTimeout(r, 500));
      }
      console.info(`[security] crash-reconcile: item paid ${Date.now() - start} ms after the restart`);
      expect(paidAt).not.toBe('');
      await server.stop();

      const database = await openDatabase({ dataDir });
      try {
        const { db } = database;
        const [charges] = await db
          .select({ n: count() })
          .from(sandboxCharges)
          .where(eq(sandboxCharges.kind, 'card'));
        const [successes] = await db
          .select({ n: count() })
          .from(transactions)
          .where(and(eq(transactions.itemId, itemId), eq(transactions.status, 'succeeded')));
        const [receipts] = await db
          .select({ n: count() })
          .from(outboundMessages)
          .where(eq(outboundMessages.subject, 'Quita: pagamento confirmado'));
        const [item] = await db.select().from(cashFlowItems).where(eq(cashFlowItems.id, itemId));
        console.info(
          `[security] crash-reconcile: ${charges!.n} charge, ${successes!.n} success, ${receipts!.n} receipt`,
        );
        expect(charges!.n).toBe(1);
        expect(successes!.n).toBe(1);
        expect(receipts!.n).toBe(1);
        expect(item!.paidAt).not.toBeNull();
        expect(item!.paymentLockedUntil).toBeNull();
      } finally {
        await database.close();
      }
    },
  );
});
