import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatBRL } from '../../../domain/money';
import { cashFlowItems, outboundMessages, reminders } from '../../../server/db/schema';
import { associationWhatsappSettings, whatsappMessages } from '../../../server/db/schema-whatsapp';
import { runReminders } from '../../../server/dues/reminders';
import { deliverWhatsapp, WHATSAPP_MAX_ATTEMPTS } from '../../../server/messaging/whatsapp/deliver-whatsapp';
import {
  FAKE_WA_APP_SECRET,
  FAKE_WA_PHONE_NUMBER_ID,
  FAKE_WA_TOKEN,
  startFakeGraphApi,
  type FakeGraphApi,
} from '../../support/fake-whatsapp/fake-graph-api';
import { staffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { paymentSettledHandlers } from '../../../server/payment-settled-handlers';
import { whatsappOnPaymentSettled } from '../../../server/whatsapp/on-payment-settled';
import { owedToday } from '../support/owed-today';
import { createTestApp, type TestContext } from '../support/test-app';
import { DAY, dueItem, newWhatsappMember, NOW, whatsappDeps } from './whatsapp-support';

let graph: FakeGraphApi;
let t: TestContext;
let gestor: string;
const db = () => t.database.db;

beforeAll(async () => {
  graph = await startFakeGraphApi();
  t = await createTestApp({ whatsapp: { apiUrl: graph.url, messagesPerSecond: 1000 } });
  gestor = (await staffTokens(t)).gestor;
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

const configure = () =>
  gestao(t, gestor, 'PUT', '/whatsapp', {
    phoneNumberId: FAKE_WA_PHONE_NUMBER_ID,
    accessToken: FAKE_WA_TOKEN,
    appSecret: FAKE_WA_APP_SECRET,
    verifyToken: 'token-de-verificacao-0000000000',
    reminderTemplate: 'lembrete_vencimento',
    paidTemplate: 'pagamento_confirmado',
  });
const messagesOf = (memberId: number) =>
  db().select().from(whatsappMessages).where(eq(whatsappMessages.memberId, memberId));
const deliver = (now = NOW) => deliverWhatsapp(whatsappDeps(t, graph.url), now);

describe('reminders by WhatsApp, sandbox (no settings)', () => {
  it("go to the sandbox's WhatsApp, beside the e-mails, only for members who opted in", async () => {
    await db().delete(associationWhatsappSettings);
    const yes = await newWhatsappMember(t);
    const no = await newWhatsappMember(t, { optIn: false });
    await dueItem(t, yes.id, 'Anuidade sandbox', 10);
    await dueItem(t, no.id, 'Anuidade sandbox', 10);
    const run = await runReminders(db(), 'https://app.exemplo', NOW, true);
    expect(run.whatsapps).toBe(1);
    expect(await messagesOf(no.id)).toHaveLength(0);
    await deliver();
    const [sent] = await messagesOf(yes.id);
    expect(sent).toMatchObject({ status: 'sent', kind: 'lembrete' });
    expect(sent!.wamid).toMatch(/^wamid\.sandbox\./);
    const inbox = await t.app.inject({ method: 'GET', url: `/api/sandbox/mensagens?para=${yes.phone}` });
    const [shown] = inbox.json().mensagens as { canal: string; corpo: string }[];
    expect(shown!.canal).toBe('whatsapp');
    expect(shown!.corpo).toContain('R$ 1.234,56');
    expect(graph.sent).toHaveLength(0);
  });

  it('in production (no sandbox) an association without settings sends nothing by WhatsApp', async () => {
    const m = await newWhatsappMember(t);
    await dueItem(t, m.id, 'Anuidade produção', 10);
    expect((await runReminders(db(), 'https://app.exemplo', NOW, false)).whatsapps).toBe(0);
    const [claimed] = await db()
      .select()
      .from(reminders)
      .where(eq(reminders.itemId, (await messagesOf(m.id))[0]?.itemId ?? -1));
    expect(claimed).toBeUndefined();
  });
});

describe('reminders by WhatsApp, Cloud API', () => {
  beforeEach(async () => {
    expect((await configure()).statusCode).toBe(200);
  });

  it('one template message per opted-in member and reminder, once even with two runs in parallel; wamid kept', async () => {
    const m = await newWhatsappMember(t);
    const itemId = await dueItem(t, m.id, 'Anuidade 2027', 10);
    await Promise.all([
      runReminders(db(), 'https://app.exemplo', NOW, true),
      runReminders(db(), 'https://app.exemplo', NOW, true),
    ]);
    await Promise.all([deliver(), deliver()]);
    await runReminders(db(), 'https://app.exemplo', NOW, true);
    await deliver();
    const toMember = graph.sent.filter((s) => s.to === m.phone);
    expect(toMember).toHaveLength(1);
    expect(toMember[0]!.body).toMatchObject({
      messaging_product: 'whatsapp',
      type: 'template',
      template: {
        name: 'lembrete_vencimento',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: m.name },
              { type: 'text', text: 'Anuidade 2027' },
              { type: 'text', text: 'R$ 1.234,56' },
              { type: 'text', text: '25/03/2027' },
            ],
          },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: `pendencia?id=${itemId}` }],
          },
        ],
      },
    });
    const [row] = await messagesOf(m.id);
    expect(row).toMatchObject({ status: 'sent', wamid: toMember[0]!.wamid });
  });

  it('an overdue reminder carries what the member would pay today, in the same four parameters', async () => {
    const m = await newWhatsappMember(t);
    await dueItem(t, m.id, 'Contribuição atrasada', -7);
    await runReminders(db(), 'https://app.exemplo', NOW, true);
    const today = await owedToday(
      db(),
      { associationId: 428, dueAt: new Date(NOW.getTime() - 7 * DAY), amountCentavos: 123_456 },
      '2027-03-15',
    );
    expect(today).toBeGreaterThan(123_456);
    const [queued] = await messagesOf(m.id);
    expect((queued!.content as { params: string[] }).params).toEqual([
      m.name,
      'Contribuição atrasada',
      formatBRL(today / 100).replace(/\s/g, ' '),
      '08/03/2027',
    ]);
    await deliver();
  });

  it('429 and 5xx are retried with backoff; nothing is dropped or sent twice', async () => {
    const m = await newWhatsappMember(t);
    await dueItem(t, m.id, 'Contribuição', 0);
    await runReminders(db(), 'https://app.exemplo', NOW, true);
    graph.answerNext({ status: 429 }, { status: 500, body: { error: { message: 'erro', code: 1 } } });
    expect((await deliver()).retried).toBe(1);
    const [waiting] = await messagesOf(m.id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await deliver()).sent).toBe(0); // not before its time
    expect((await deliver(new Date(NOW.getTime() + 60_000))).retried).toBe(1);
    expect((await deliver(new Date(NOW.getTime() + 10 * 60_000))).sent).toBe(1);
    expect(graph.sent.filter((s) => s.to === m.phone)).toHaveLength(1);
    expect((await messagesOf(m.id))[0]).toMatchObject({ status: 'sent', attempts: 3 });
    expect(WHATSAPP_MAX_ATTEMPTS).toBeGreaterThan(3);
  });

  it('an error answer sends that reminder by e-mail instead, once, and keeps why', async () => {
    const m = await newWhatsappMember(t, { remindByEmail: false });
    graph.undeliverableTo(m.phone);
    await dueItem(t, m.id, 'Anuidade sem WhatsApp', -7);
    await runReminders(db(), 'https://app.exemplo', NOW, true);
    expect(
      await db().select().from(outboundMessages).where(eq(outboundMessages.recipient, m.email!)),
    ).toHaveLength(0);
    expect((await deliver()).failed).toBe(1);
    await deliver();
    const [row] = await messagesOf(m.id);
    expect(row!.status).toBe('failed');
    expect(row!.error).toContain('131026');
    const emails = await db().select().from(outboundMessages).where(eq(outboundMessages.recipient, m.email!));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toContain('Anuidade sem WhatsApp');
    expect(emails[0]!.onceKey).toBe(`whatsapp-fallback:${row!.id}`);
  });

  it('a member who gets e-mail reminders is not e-mailed twice when WhatsApp fails', async () => {
    const m = await newWhatsappMember(t);
    graph.undeliverableTo(m.phone);
    await dueItem(t, m.id, 'Anuidade com e-mail', -14);
    await runReminders(db(), 'https://app.exemplo', NOW, true);
    await deliver();
    expect((await messagesOf(m.id))[0]!.status).toBe('failed');
    const emails = await db().select().from(outboundMessages).where(eq(outboundMessages.recipient, m.email!));
    expect(emails).toHaveLength(1);
    expect(
      await db().select().from(outboundMessages).where(like(outboundMessages.onceKey, 'whatsapp-fallback:%')),
    ).toHaveLength(1);
  });
});

describe('"Pagamento confirmado" after a payment settles', () => {
  it('is a payment-settled handler that queues one template message per paid item, once however often it runs', async () => {
    expect((await configure()).statusCode).toBe(200);
    const handlers = paymentSettledHandlers(t.app as never).map((h) => h.name);
    expect(handlers).toContain('whatsapp-pagamento');
    const m = await newWhatsappMember(t);
    const other = await newWhatsappMember(t, { optIn: false });
    const itemId = await dueItem(t, m.id, 'Anuidade paga', 10);
    const otherItem = await dueItem(t, other.id, 'Anuidade paga', 10);
    // Paid late: what paid it, fine and interest included, not the item's price.
    await db()
      .update(cashFlowItems)
      .set({ paidAt: NOW, paidCentavos: 125_990 })
      .where(eq(cashFlowItems.id, itemId));
    const handler = whatsappOnPaymentSettled({ db: db(), config: { sandbox: false } });
    const event = { transactionId: 0, itemIds: [itemId, otherItem], paidAt: NOW };
    await handler.run(event as never);
    await handler.run(event as never);
    await deliver();
    const sent = graph.sent.filter((s) => s.to === m.phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      type: 'template',
      template: {
        name: 'pagamento_confirmado',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { text: m.name },
              { text: 'Anuidade paga' },
              { text: 'R$ 1.259,90' },
              { text: '15/03/2027' },
            ],
          },
        ],
      },
    });
    expect(graph.sent.filter((s) => s.to === other.phone)).toHaveLength(0);
  });
});
