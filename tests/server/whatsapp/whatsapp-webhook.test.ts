import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  whatsappConsents,
  whatsappMessages,
  whatsappWebhookEvents,
} from '../../../server/db/schema-whatsapp';
import { runReminders } from '../../../server/dues/reminders';
import { deliverWhatsapp } from '../../../server/messaging/whatsapp/deliver-whatsapp';
import { commandOf } from '../../../server/whatsapp/inbound-text';
import { runWhatsapp } from '../../../server/whatsapp/run-whatsapp';
import type { FakeGraphApi } from '../../support/fake-whatsapp/fake-graph-api';
import type { TestContext } from '../support/test-app';
import { appWithWhatsapp, dueItem, newWhatsappMember, NOW, whatsappDeps } from './whatsapp-support';

const VERIFY = 'token-de-verificacao-0000000000';
let graph: FakeGraphApi;
let t: TestContext;
const db = () => t.database.db;

beforeAll(async () => {
  ({ graph, t } = await appWithWhatsapp(VERIFY));
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

const work = () => runWhatsapp(whatsappDeps(t, graph.url), NOW);
const messagesOf = (memberId: number) =>
  db().select().from(whatsappMessages).where(eq(whatsappMessages.memberId, memberId));

async function remindedMember(description: string) {
  const m = await newWhatsappMember(t);
  await dueItem(t, m.id, description, 10);
  await runReminders(db(), 'https://app.exemplo', NOW, true);
  await deliverWhatsapp(whatsappDeps(t, graph.url), NOW);
  const [row] = await messagesOf(m.id);
  return { m, row: row! };
}

describe('GET /api/webhooks/whatsapp (subscription)', () => {
  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/webhooks/whatsapp?${query}` });
  it('answers the challenge only with a saved verify token', async () => {
    const ok = await get(`hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`);
    expect([ok.statusCode, ok.body]).toEqual([200, '1158201444']);
    expect(
      (await get('hub.mode=subscribe&hub.verify_token=outro-token-qualquer&hub.challenge=1')).statusCode,
    ).toBe(403);
    expect((await get(`hub.mode=unsubscribe&hub.verify_token=${VERIFY}&hub.challenge=1`)).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/webhooks/whatsapp', () => {
  it('refuses a missing or wrong signature (401) and changes nothing', async () => {
    const { row } = await remindedMember('Assinatura');
    const raw = JSON.stringify(
      graph.notification({
        statuses: [{ id: row.wamid, status: 'read', timestamp: '1', recipient_id: row.phone }],
      }),
    );
    const before = await db().select().from(whatsappWebhookEvents);
    for (const signature of [
      undefined,
      'sha256=00',
      graph.signatureOf(raw, 'outro-segredo'),
      graph.signatureOf(`${raw} `),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-hub-signature-256': signature } : {}),
        },
        payload: raw,
      });
      expect(res.statusCode).toBe(401);
    }
    await work();
    expect(await db().select().from(whatsappWebhookEvents)).toHaveLength(before.length);
    expect((await messagesOf(row.memberId!))[0]!.status).toBe('sent');
  });

  it('statuses move the message forward, never back, once each', async () => {
    const { m, row } = await remindedMember('Status');
    expect(await graph.webhooks.status(row.wamid!, 'delivered')).toBe(200);
    expect(await graph.webhooks.status(row.wamid!, 'read')).toBe(200);
    expect(await graph.webhooks.status(row.wamid!, 'read')).toBe(200);
    expect(await graph.webhooks.status(row.wamid!, 'delivered')).toBe(200);
    await work();
    expect((await messagesOf(m.id))[0]!.status).toBe('read');
    expect(
      await db()
        .select()
        .from(whatsappWebhookEvents)
        .where(eq(whatsappWebhookEvents.key, `status:${row.wamid}:read`)),
    ).toHaveLength(1);
  });

  it('a failed status sends the reminder by e-mail instead and keeps why', async () => {
    const m = await newWhatsappMember(t, { remindByEmail: false });
    await dueItem(t, m.id, 'Falhou depois', 10);
    await runReminders(db(), 'https://app.exemplo', NOW, true);
    await deliverWhatsapp(whatsappDeps(t, graph.url), NOW);
    const [row] = await messagesOf(m.id);
    await graph.webhooks.status(row!.wamid!, 'failed', [{ code: 131047, title: 'Re-engagement message' }]);
    await work();
    const [failed] = await messagesOf(m.id);
    expect(failed!.status).toBe('failed');
    expect(failed!.error).toContain('131047');
    expect(failed!.fallbackKey).toBe(`whatsapp-fallback:${row!.id}`);
  });

  it('"SAIR" (any case, accents ignored) opts the member out at once and sends one confirmation', async () => {
    expect(['sair', ' Saír ', 'SAIR!', 'sAiR.'].map(commandOf)).toEqual(['SAIR', 'SAIR', 'SAIR', 'SAIR']);
    const { m } = await remindedMember('Sair');
    const before = graph.sent.length;
    expect(await graph.webhooks.text(m.phone, ' Saír ', 'wamid.sair-1')).toBe(200);
    expect(await graph.webhooks.text(m.phone, ' Saír ', 'wamid.sair-1')).toBe(200); // Meta retries
    await work();
    await work();
    const consents = await db().select().from(whatsappConsents).where(eq(whatsappConsents.memberId, m.id));
    expect(consents.every((c) => c.revokedAt !== null && c.revokedBy === 'sair')).toBe(true);
    // The webhook's own run may still be sending it: wait for it, then nothing more comes.
    const repliesTo = () => graph.sent.slice(before).filter((s) => s.to === m.phone);
    await expect.poll(() => repliesTo().length, { timeout: 15_000 }).toBe(1);
    await work();
    const replies = repliesTo();
    expect(replies).toHaveLength(1);
    expect(replies[0]!.type).toBe('text');
    // Opted out: the next reminder goes by e-mail only.
    await dueItem(t, m.id, 'Depois do SAIR', 0);
    expect((await runReminders(db(), 'https://app.exemplo', NOW, true)).whatsapps).toBe(0);
  });

  it('answers 200 and stores nothing for a notification without messages or statuses', async () => {
    const raw = JSON.stringify(graph.notification({}));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': graph.signatureOf(raw) },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
  });
});
