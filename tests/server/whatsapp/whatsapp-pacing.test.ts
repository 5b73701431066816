import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappMessages, whatsappSendSlots } from '../../../server/db/schema-whatsapp';
import { deliverWhatsapp } from '../../../server/messaging/whatsapp/deliver-whatsapp';
import { FAKE_WA_PHONE_NUMBER_ID, type FakeGraphApi } from '../../support/fake-whatsapp/fake-graph-api';
import type { TestContext } from '../support/test-app';
import { appWithWhatsapp, NOW, whatsappDeps } from './whatsapp-support';

let graph: FakeGraphApi;
let t: TestContext;
const db = () => t.database.db;

beforeAll(async () => {
  ({ graph, t } = await appWithWhatsapp('token-de-verificacao-ritmo-0000'));
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

/** `count` reminders queued for the association's number, to phones of their own (by `prefix`). */
async function queueReminders(prefix: string, count: number) {
  const phones = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
  await db()
    .insert(whatsappMessages)
    .values(
      phones.map((phone) => ({
        associationId: 428,
        kind: 'lembrete',
        onceKey: `ritmo:${phone}`,
        phone,
        content: { template: 'reminder', params: ['Ana', 'Anuidade', 'R$ 10,00', '20/03/2027'] },
        nextAttemptAt: NOW,
      })),
    );
  return new Set(phones);
}

/** The most sends the fake answered within any one second. */
function busiestSecond(times: number[]) {
  let most = 0;
  for (let from = 0, to = 0; to < times.length; to += 1) {
    while (times[to]! - times[from]! >= 1000) from += 1;
    most = Math.max(most, to - from + 1);
  }
  return most;
}

describe('WhatsApp pacing, with two instances delivering at once', () => {
  it("keeps the number's messages per second between them, each message sent once", async () => {
    const phones = await queueReminders('55119710', 20);
    const deps = whatsappDeps(t, graph.url, { sandbox: false, messagesPerSecond: 10 });
    const [a, b] = await Promise.all([deliverWhatsapp(deps, NOW), deliverWhatsapp(deps, NOW)]);
    expect(a!.sent).toBeGreaterThan(0);
    expect(b!.sent).toBeGreaterThan(0);
    expect(a!.sent + b!.sent).toBe(20);
    const sends = graph.requests.filter((r) => phones.has(r.to));
    expect(new Set(sends.map((r) => r.to)).size).toBe(20);
    expect(sends).toHaveLength(20);
    const times = sends.map((r) => r.at);
    // 20 turns 100 ms apart: ~1.9 s, ~10 in a second give or take a late timer (each instance at
    // its own pace: twice that, all 20 in about a second).
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(1700);
    expect(busiestSecond(times)).toBeLessThanOrEqual(13);
  });

  it('a send that waited for its turn and was throttled waits its backoff from when it failed', async () => {
    const [phone] = await queueReminders('55119720', 1);
    // Another instance took the number's turns for the next 1.5 s.
    await db()
      .update(whatsappSendSlots)
      .set({ nextAt: sql`clock_timestamp() + interval '1500 milliseconds'` })
      .where(eq(whatsappSendSlots.phoneNumberId, FAKE_WA_PHONE_NUMBER_ID));
    graph.answerNext({ status: 429 });
    const run = await deliverWhatsapp(whatsappDeps(t, graph.url, { sandbox: false }), NOW);
    expect(run.retried).toBe(1);
    const [row] = await db().select().from(whatsappMessages).where(eq(whatsappMessages.phone, phone!));
    expect(row!.status).toBe('queued');
    expect(row!.nextAttemptAt.getTime() - NOW.getTime()).toBeGreaterThanOrEqual(31_400);
  });

  it('a run claims no new batch after its time and leaves the rest to the next run', async () => {
    const phones = await queueReminders('55119730', 3);
    const deps = whatsappDeps(t, graph.url, { sandbox: false, messagesPerSecond: 2 });
    expect((await deliverWhatsapp(deps, NOW, 0)).sent).toBe(2);
    const rows = await db()
      .select()
      .from(whatsappMessages)
      .where(inArray(whatsappMessages.phone, [...phones]));
    expect(rows.filter((r) => r.status === 'queued')).toHaveLength(1);
    expect((await deliverWhatsapp(deps, NOW)).sent).toBe(1);
  });

  it('a process that dies mid-batch leaves only the message it was sending; the rest go after the lease', async () => {
    const phones = await queueReminders('55119740', 3);
    const deps = whatsappDeps(t, graph.url, { sandbox: false, messagesPerSecond: 3 });
    // The process dies as it reads the number's settings for its first message.
    const dying = {
      ...deps,
      box: {
        ...deps.box,
        open: () => {
          throw new Error('processo encerrado');
        },
      },
    };
    await expect(deliverWhatsapp(dying, NOW)).rejects.toThrow('processo encerrado');
    const rowsOf = () =>
      db()
        .select()
        .from(whatsappMessages)
        .where(inArray(whatsappMessages.phone, [...phones]));
    const after = await rowsOf();
    expect(after.filter((r) => r.status === 'sending')).toHaveLength(1);
    expect(after.filter((r) => r.status === 'queued')).toHaveLength(2);
    // Leased: another instance leaves them alone until the lease runs out, then sends them once.
    const sends = () => graph.requests.filter((r) => phones.has(r.to));
    await deliverWhatsapp(deps, NOW);
    expect(sends()).toHaveLength(0);
    await deliverWhatsapp(deps, new Date(NOW.getTime() + 2 * 60_000 + 1));
    expect(sends()).toHaveLength(2);
    expect(new Set(sends().map((r) => r.to)).size).toBe(2);
    expect((await rowsOf()).filter((r) => r.status === 'sending')).toHaveLength(1);
  });
});
