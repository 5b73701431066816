import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase } from '../../../server/db/client';
import type { App } from '../../../server/types';
import { createTestApp, DEMO, testConfig, type TestContext } from '../support/test-app';
import { memberIdOf, pay, pinToken, unpaidItems } from '../support/wallet';

let t: TestContext;
let base: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  maria = await t.login(DEMO.maria);
});
afterAll(() => t.close());

async function newPix() {
  const [item] = await unpaidItems(t, await memberIdOf(t, DEMO.maria.usuario));
  const res = await pay(t, maria, {
    ID_FLUXO_DE_CAIXA: item!.id,
    TIPO: 'P',
    TOKEN_PIN: await pinToken(t, maria),
  });
  return res.json().TRANSACAO.ID_ZOOP_TRANSACAO as string;
}

/** Reads the SSE stream (which opens with the current status) until a final status. */
async function finalStatus(url: string, token: string) {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const statuses = [...text.matchAll(/event: status\ndata: (.*)\n\n/g)].map(
      (m) => JSON.parse(m[1]!) as { STATUS: string },
    );
    const final = statuses.find((s) => s.STATUS !== 'pending');
    if (final) {
      await reader.cancel();
      return { event: final, ms: performance.now() - started };
    }
  }
  throw new Error(`stream ended without a status: ${text}`);
}

const sandboxPay = (app: App, id: string) =>
  app.inject({ method: 'POST', url: `/api/sandbox/pix/${id}/pagar` });

describe('GET /api/fluxo/eventos/:id (server-sent events)', () => {
  it('pushes the success as soon as the sandbox payment settles', async () => {
    const id = await newPix();
    const received = finalStatus(`${base}/api/fluxo/eventos/${id}`, maria);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const paidAt = performance.now();
    expect((await sandboxPay(t.app, id)).statusCode).toBe(200);
    const { event } = await received;
    expect(event).toEqual({ STATUS: 'succeeded' });
    expect(performance.now() - paidAt).toBeLessThan(1_000);
  });

  it('sends the final status at once when the transaction is already paid', async () => {
    const id = await newPix();
    await sandboxPay(t.app, id);
    const { event } = await finalStatus(`${base}/api/fluxo/eventos/${id}`, maria);
    expect(event).toEqual({ STATUS: 'succeeded' });
  });

  it("answers 404 for another member's transaction and 401 without a token", async () => {
    const id = await newPix();
    const pedro = await t.login(DEMO.pedro);
    expect(
      (await fetch(`${base}/api/fluxo/eventos/${id}`, { headers: { authorization: `Bearer ${pedro}` } }))
        .status,
    ).toBe(404);
    expect((await fetch(`${base}/api/fluxo/eventos/${id}`)).status).toBe(401);
  });
});

// Two instances share one PostgreSQL: the payment settled by one reaches the stream held by the other.
if (process.env.TEST_DB === 'postgres') {
  describe('across two server instances (PostgreSQL LISTEN/NOTIFY)', () => {
    it('delivers a status settled by the other instance', async () => {
      const database = await openDatabase({ url: t.databaseUrl });
      const other = await buildApp({ config: testConfig(), database, logger: false });
      try {
        const id = await newPix();
        const received = finalStatus(`${base}/api/fluxo/eventos/${id}`, maria);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect((await sandboxPay(other, id)).statusCode).toBe(200);
        expect((await received).event).toEqual({ STATUS: 'succeeded' });
      } finally {
        await other.close();
        await database.close();
      }
    });
  });
}
