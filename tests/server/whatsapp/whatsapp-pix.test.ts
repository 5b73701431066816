import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associations, outboundMessages, transactionItems, transactions } from '../../../server/db/schema';
import { whatsappMessages, whatsappWebhookEvents } from '../../../server/db/schema-whatsapp';
import { openItemsOf } from '../../../server/dues/open-items';
import { parsePixBrCode } from '../../../server/gateways/payment/brcode';
import { payItem } from '../../../server/payments/pay-item';
import { pixKeyOf } from '../../../server/whatsapp/pix-receiver';
import { PIX_REPLY_TEXTS } from '../../../server/whatsapp/pix-texts';
import { runWhatsapp, whatsappPaymentsOf } from '../../../server/whatsapp/run-whatsapp';
import {
  FAKE_WA_PHONE_NUMBER_ID,
  FAKE_WA_TOKEN,
  type FakeGraphApi,
  type SentWhatsapp,
} from '../../support/fake-whatsapp/fake-graph-api';
import type { TestContext } from '../support/test-app';
import { insertItem, paidByPixInSandbox } from '../support/wallet';
import { appWithWhatsapp, newWhatsappMember, whatsappDeps } from './whatsapp-support';

type Json = Record<string, unknown>;
const HOUR = 3_600_000;
let graph: FakeGraphApi;
let t: TestContext;
const db = () => t.database.db;

beforeAll(async () => {
  ({ graph, t } = await appWithWhatsapp('token-de-verificacao-pix-000000'));
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

/** The `whatsapp` job as the server runs it (now, with the app's payment service). */
const work = (over: { sandbox?: boolean } = {}) =>
  runWhatsapp(whatsappDeps(t, graph.url, over), new Date(), whatsappPaymentsOf(t.app, t.app.config));
const sentTo = (phone: string, type?: string) =>
  graph.sent.filter(
    (s) => s.to === phone && (!type || (s.body.interactive as Json | undefined)?.type === type),
  );
/** The messages reach the fake from the webhook's own run or from ours, whichever comes first. */
async function until<T>(read: () => T[], count: number): Promise<T[]> {
  for (let tries = 0; tries < 100 && read().length < count; tries += 1) {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
}
const parametersOf = (m: SentWhatsapp) =>
  ((m.body.interactive as Json).action as { parameters: Json }).parameters;
const pixOf = (m: SentWhatsapp) =>
  (parametersOf(m).payment_settings as { pix_dynamic_code: { code: string } }[])[0]!.pix_dynamic_code.code;
const chargesOf = (itemId: number) => db().select().from(transactions).where(eq(transactions.itemId, itemId));

/** A member who opted in, owing an overdue due, one due in 5 days, and one only in 60 days. */
async function owingMember() {
  const m = await newWhatsappMember(t);
  const overdue = await insertItem(t, {
    memberId: m.id,
    description: 'Contribuição vencida',
    amountCentavos: 10_000,
    dueInDays: -20,
  });
  const soon = await insertItem(t, { memberId: m.id, description: 'Anuidade 2026', amountCentavos: 123_456 });
  const later = await insertItem(t, {
    memberId: m.id,
    description: 'Contribuição futura',
    amountCentavos: 5_000,
    dueInDays: 60,
  });
  return { m, overdue, soon, later };
}

describe('"PIX" to the association\'s number', () => {
  it('answers one order_details with the BR Code of the charge the app makes for what is owed now', async () => {
    const { m, overdue, soon, later } = await owingMember();
    expect(await graph.webhooks.text(m.phone, ' píx! ')).toBe(200);
    const [order, ...more] = await until(() => sentTo(m.phone, 'order_details'), 1);
    expect(more).toHaveLength(0);

    // Priced by the dues engine: the overdue one with its fine and interest, as "Em aberto" shows it.
    const open = (await openItemsOf(db(), m.id)).items;
    const priced = [overdue, soon].map((item) => open.find((o) => o.id === item.id)!.due.totalCentavos);
    expect(priced[0]).toBeGreaterThan(10_000);
    const total = priced[0]! + priced[1]!;

    // The charge is in the database as the app's: one pending PIX of both items, and the app hands it out again.
    const [charge, ...others] = await chargesOf(overdue.id);
    expect(others).toHaveLength(0);
    expect(charge).toMatchObject({ status: 'pending', amountCentavos: total });
    const shares = await db()
      .select()
      .from(transactionItems)
      .where(eq(transactionItems.transactionId, charge!.id));
    expect(shares.map((s) => s.itemId).sort()).toEqual([overdue.id, soon.id].sort());
    expect(await chargesOf(later.id)).toHaveLength(0);
    const again = await payItem(t.app, {
      memberId: m.id,
      itemIds: [overdue.id, soon.id],
      method: 'pix',
      installments: 1,
    });
    expect(again.ok && again.value.transaction?.pixQrCode).toBe(charge!.pixPayload);

    expect(order!.body).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'order_details',
        body: { text: expect.stringContaining('2 itens') },
        action: {
          name: 'review_and_pay',
          parameters: {
            reference_id: expect.stringMatching(/^quita-\d+-[0-9a-f]{8}$/),
            type: 'digital-goods',
            payment_type: 'br',
            currency: 'BRL',
            total_amount: { value: total, offset: 100 },
            payment_settings: [
              {
                type: 'pix_dynamic_code',
                pix_dynamic_code: {
                  code: charge!.pixPayload,
                  merchant_name: 'Sociedade Demo de Oftalmologia',
                  key: '11222333000181',
                  key_type: 'CNPJ',
                },
              },
            ],
            order: {
              status: 'pending',
              items: [
                { name: 'Contribuição vencida', amount: { value: priced[0], offset: 100 }, quantity: 1 },
                { name: 'Anuidade 2026', amount: { value: priced[1], offset: 100 }, quantity: 1 },
              ],
              subtotal: { value: total, offset: 100 },
            },
          },
        },
      },
    });
    const code = parsePixBrCode(pixOf(order!));
    expect(code.valid).toBe(true);
    expect(code.amountCentavos).toBe(total);
    // Its row is marked sent once the Graph API's answer is written.
    await expect
      .poll(async () => {
        const [row] = await db()
          .select()
          .from(whatsappMessages)
          .where(eq(whatsappMessages.wamid, order!.wamid));
        return row;
      })
      .toMatchObject({ kind: 'pix', status: 'sent', memberId: m.id });
  });

  it('asked twice (and a message Meta delivers twice) makes no second charge: both orders carry the same code', async () => {
    const { m, overdue } = await owingMember();
    expect(await graph.webhooks.text(m.phone, 'PIX', 'wamid.pix-twice-1')).toBe(200);
    expect(await graph.webhooks.text(m.phone, 'PIX', 'wamid.pix-twice-1')).toBe(200);
    await until(() => sentTo(m.phone, 'order_details'), 1);
    expect(await graph.webhooks.text(m.phone, 'Pix', 'wamid.pix-twice-2')).toBe(200);
    const orders = await until(() => sentTo(m.phone, 'order_details'), 2);
    await work();
    expect(sentTo(m.phone, 'order_details')).toHaveLength(2);
    expect(await chargesOf(overdue.id)).toHaveLength(1);
    expect(pixOf(orders[0]!)).toBe(pixOf(orders[1]!));
    // Meta asks a reference of its own for each order_details.
    expect(parametersOf(orders[0]!).reference_id).not.toBe(parametersOf(orders[1]!).reference_id);
  });

  it('once paid, the order_status (completed) and the "Pagamento confirmado" template go out once', async () => {
    const { m, overdue, soon } = await owingMember();
    await graph.webhooks.text(m.phone, 'PIX');
    const [order] = await until(() => sentTo(m.phone, 'order_details'), 1);
    const [charge] = await chargesOf(overdue.id);
    // The member pays that code: the app's PIX for those items is the same charge.
    const gatewayId = await paidByPixInSandbox(t, m.id, [overdue.id, soon.id]);
    expect(gatewayId).toBe(charge!.gatewayId);
    const statuses = await until(() => sentTo(m.phone, 'order_status'), 1);
    const templates = await until(() => sentTo(m.phone).filter((s) => s.type === 'template'), 2);
    await t.app.settledEffects.runDue();
    await work();
    expect(sentTo(m.phone, 'order_status')).toHaveLength(1);
    expect(sentTo(m.phone).filter((s) => s.type === 'template')).toHaveLength(2);
    expect(statuses[0]!.body.interactive).toMatchObject({
      type: 'order_status',
      action: {
        name: 'review_order',
        parameters: {
          reference_id: parametersOf(order!).reference_id,
          order: { status: 'completed' },
        },
      },
    });
    expect(templates.map((s) => (s.body.template as { name: string }).name)).toEqual([
      'pagamento_confirmado',
      'pagamento_confirmado',
    ]);
    // Queued in that order (a second instance may send them in another).
    const kinds = (await db().select().from(whatsappMessages).where(eq(whatsappMessages.memberId, m.id)))
      .sort((a, b) => a.id - b.id)
      .map((row) => row.kind);
    expect(kinds).toEqual(['pix', 'status-pedido', 'pagamento-confirmado', 'pagamento-confirmado']);
  });

  it('paid after the service window closed: the template goes, the order_status (which needs the window) does not', async () => {
    const { m, overdue, soon } = await owingMember();
    await graph.webhooks.text(m.phone, 'PIX');
    await until(() => sentTo(m.phone, 'order_details'), 1);
    const [row] = await db()
      .select()
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.memberId, m.id), eq(whatsappMessages.kind, 'pix')));
    const content = row!.content as { order: { windowClosesAt: string } };
    await db()
      .update(whatsappMessages)
      .set({
        content: {
          ...content,
          order: { ...content.order, windowClosesAt: new Date(Date.now() - 1000).toISOString() },
        },
      })
      .where(eq(whatsappMessages.id, row!.id));
    graph.customerWroteAgo(m.phone, 25 * HOUR);
    await paidByPixInSandbox(t, m.id, [overdue.id, soon.id]);
    await until(() => sentTo(m.phone).filter((s) => s.type === 'template'), 2);
    expect(sentTo(m.phone, 'order_status')).toHaveLength(0);
    expect(graph.outsideWindow.filter((s) => s.to === m.phone)).toHaveLength(0);
  });

  it('with nothing owed now, answers a short text and makes no charge', async () => {
    const m = await newWhatsappMember(t);
    const later = await insertItem(t, {
      memberId: m.id,
      description: 'Só daqui a 2 meses',
      amountCentavos: 5_000,
      dueInDays: 60,
    });
    await graph.webhooks.text(m.phone, 'pix');
    const [reply] = await until(() => sentTo(m.phone), 1);
    expect(reply!.body).toMatchObject({ type: 'text', text: { body: PIX_REPLY_TEXTS.nothingOwed } });
    expect(PIX_REPLY_TEXTS.nothingOwed).toBe('Tudo em dia! Você não tem nada a pagar agora.');
    expect(await chargesOf(later.id)).toHaveLength(0);
  });

  it('from a member who did not opt in, or an unknown number, sends nothing and charges nothing', async () => {
    const m = await newWhatsappMember(t, { optIn: false });
    const item = await insertItem(t, {
      memberId: m.id,
      description: 'Sem consentimento',
      amountCentavos: 7_000,
    });
    const before = graph.sent.length;
    await graph.webhooks.text(m.phone, 'PIX');
    await graph.webhooks.text('5511900000001', 'PIX');
    await work();
    await expect
      .poll(async () =>
        (await db().select().from(whatsappWebhookEvents)).filter((e) => e.processedAt === null),
      )
      .toHaveLength(0);
    await work();
    expect(graph.sent.slice(before)).toHaveLength(0);
    expect(await chargesOf(item.id)).toHaveLength(0);
  });

  it('a "PIX" handled after its 24-hour window closed (the job was down) is not answered', async () => {
    const { m, overdue } = await owingMember();
    const answer = await graph.webhooks.notify({
      messages: [
        {
          from: m.phone,
          id: 'wamid.pix-stale',
          timestamp: String(Math.floor((Date.now() - 25 * HOUR) / 1000)),
          type: 'text',
          text: { body: 'PIX' },
        },
      ],
    });
    expect(answer).toBe(200);
    await work();
    await work();
    expect(sentTo(m.phone)).toHaveLength(0);
    expect(await chargesOf(overdue.id)).toHaveLength(0);
  });
});

describe('the Pix key beside the code', () => {
  it('is read by its form: e-mail, phone, random key, CPF, CNPJ', () => {
    expect(
      [
        'tesouraria@sbo.org.br',
        '+5511987654321',
        'A1B2C3D4-0000-4000-8000-000000000001',
        '12345678909',
        '11222333000181',
        '11 98765',
      ].map((key) => pixKeyOf(key)?.keyType ?? null),
    ).toEqual(['email', 'phone', 'random', 'cpf', 'cnpj', null]);
  });

  it('unknown (no API Pix key, no CNPJ): the code goes as text to copy', async () => {
    const [before] = await db()
      .select({ cnpj: associations.cnpj })
      .from(associations)
      .where(eq(associations.id, 428));
    await db().update(associations).set({ cnpj: null }).where(eq(associations.id, 428));
    try {
      const { m, overdue } = await owingMember();
      await graph.webhooks.text(m.phone, 'PIX');
      const [reply] = await until(() => sentTo(m.phone), 1);
      const [charge] = await chargesOf(overdue.id);
      expect(reply!.type).toBe('text');
      expect((reply!.body.text as { body: string }).body).toContain(charge!.pixPayload!);
    } finally {
      await db().update(associations).set({ cnpj: before!.cnpj }).where(eq(associations.id, 428));
    }
  });
});

describe('"PIX" to an association without WhatsApp settings', () => {
  const OTHER = 1024839;
  async function storedPix(phone: string, id: string) {
    await db()
      .insert(whatsappWebhookEvents)
      .values({
        key: `message:${id}`,
        associationId: OTHER,
        payload: {
          message: {
            from: phone,
            id,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'text',
            text: { body: 'PIX' },
          },
        },
      });
  }

  it('in production sends nothing and charges nothing; in the sandbox goes to its WhatsApp', async () => {
    const m = await newWhatsappMember(t);
    const item = await insertItem(t, {
      memberId: m.id,
      associationId: OTHER,
      description: 'Anuidade Psicologia',
      amountCentavos: 45_000,
    });
    await storedPix(m.phone, 'wamid.pix-production');
    await work({ sandbox: false });
    expect(await chargesOf(item.id)).toHaveLength(0);
    expect(
      await db().select().from(whatsappMessages).where(eq(whatsappMessages.memberId, m.id)),
    ).toHaveLength(0);

    await storedPix(m.phone, 'wamid.pix-sandbox');
    await work({ sandbox: true });
    const [charge] = await chargesOf(item.id);
    expect(charge).toMatchObject({ status: 'pending', amountCentavos: 45_000 });
    const [row] = await db()
      .select()
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.memberId, m.id), eq(whatsappMessages.kind, 'pix')));
    expect(row!.wamid).toMatch(/^wamid\.sandbox\./);
    const [shown] = await db()
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.channel, 'whatsapp'), eq(outboundMessages.recipient, m.phone)));
    expect(shown!.body).toContain(charge!.pixPayload!);
    expect(graph.sent.filter((s) => s.to === m.phone)).toHaveLength(0);
  });
});

describe('the fake Graph API refuses orders as Meta does', () => {
  const send = (to: string, interactive: Json) =>
    fetch(`${graph.url}/${FAKE_WA_PHONE_NUMBER_ID}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${FAKE_WA_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'interactive', interactive }),
    });
  const order = (reference: string, over: Json = {}, itemValue = 1000): Json => ({
    type: 'order_details',
    body: { text: 'Pedido' },
    action: {
      name: 'review_and_pay',
      parameters: {
        reference_id: reference,
        type: 'digital-goods',
        payment_type: 'br',
        currency: 'BRL',
        total_amount: { value: 1000, offset: 100 },
        payment_settings: [
          {
            type: 'pix_dynamic_code',
            pix_dynamic_code: {
              code: '000201abc',
              merchant_name: 'A',
              key: '11222333000181',
              key_type: 'CNPJ',
            },
          },
        ],
        order: {
          status: 'pending',
          items: [{ name: 'Item', amount: { value: itemValue, offset: 100 }, quantity: 1 }],
          subtotal: { value: itemValue, offset: 100 },
        },
        ...over,
      },
    },
  });

  it('refuses a missing reference_id, a currency other than BRL, a total unlike the items; needs the window', async () => {
    const phone = '5511988887777';
    await graph.webhooks.text(phone, 'oi').catch(() => 0);
    const codeOf = async (res: Response) => [
      res.status,
      ((await res.json()) as { error?: { code: number } }).error?.code,
    ];
    expect(await codeOf(await send(phone, order('', {})))).toEqual([400, 100]);
    expect(await codeOf(await send(phone, order('r-1', { currency: 'USD' })))).toEqual([400, 131009]);
    expect(await codeOf(await send(phone, order('r-2', {}, 900)))).toEqual([400, 131009]);
    expect((await send(phone, order('r-3'))).status).toBe(200);
    expect(await codeOf(await send(phone, order('r-3')))).toEqual([400, 131009]);
    // No window: accepted, never delivered, then reported failed (131047).
    expect((await send('5511977776666', order('r-4'))).status).toBe(200);
    expect(graph.outsideWindow.map((m) => m.to)).toContain('5511977776666');
    expect(graph.sent.filter((m) => m.to === '5511977776666')).toHaveLength(0);
  });
});
