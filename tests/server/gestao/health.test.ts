import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_MSG, type Overdue, type Revenue } from '../../../domain/contract/gestao-health';
import { addDays, todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { formatBRL } from '../../../domain/money';
import { cashFlowItems, outboundMessages, transactions } from '../../../server/db/schema';
import { owedToday } from '../support/owed-today';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf, paidByPixInSandbox } from '../support/wallet';
import { gestao, STAFF, staffLogin } from './support';

/** Saúde da associação through its API: who may read it, and that it agrees with the rest of Gestão. */
let t: TestContext;
let tokens: { gestor: string; financeiro: string; psi: string };
let mariaId: number;
const today = todayInSaoPaulo();
const thisMonth = today.slice(0, 7);

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    gestor: await staffLogin(t, STAFF.gestor),
    financeiro: await staffLogin(t, STAFF.financeiro),
    psi: await staffLogin(t, STAFF.gestorPsi),
  };
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

const SECTIONS = ['adimplencia', 'atraso', 'receita', 'renovacao', 'lembretes', 'recusados'];

async function newMariaItem(description: string, due: string, amountCentavos = 10_000) {
  const [item] = await t.database.db
    .insert(cashFlowItems)
    .values({
      memberId: mariaId,
      associationId: 428,
      kind: 'due',
      description,
      dueAt: new Date(`${due}T15:00:00Z`),
      amountCentavos,
    })
    .returning();
  return item!;
}

const overdueOf = async (token: string) => (await gestao(t, token, 'GET', '/saude/atraso')).json() as Overdue;
const revenueOf = async (token: string) =>
  (await gestao(t, token, 'GET', '/saude/receita?months=3')).json() as Revenue;
const netOf = (r: Revenue, method: string) =>
  r.rows.filter((x) => x.month === thisMonth && x.method === method).reduce((n, x) => n + x.netCentavos, 0);
const bucketCount = (o: Overdue, bucket: string) => o.buckets.find((b) => b.bucket === bucket)!.count;
const bucketTotal = (o: Overdue, bucket: string) => o.buckets.find((b) => b.bucket === bucket)!.totalCentavos;

describe('/api/gestao/saude', () => {
  it('answers every section to gestor and financeiro', async () => {
    for (const token of [tokens.gestor, tokens.financeiro]) {
      for (const section of SECTIONS) {
        const res = await gestao(t, token, 'GET', `/saude/${section}?months=6`);
        expect(res.statusCode, section).toBe(200);
      }
    }
  });

  it('refuses a period it does not offer and an unknown bucket, in pt-BR, changing nothing', async () => {
    const bad = await gestao(t, tokens.gestor, 'GET', '/saude/receita?months=7');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ ok: false });
    const bucket = await gestao(t, tokens.gestor, 'GET', '/saude/atraso/membros?bucket=100');
    expect(bucket.statusCode).toBe(400);
  });
});

describe('the figures agree with the rest of Gestão', () => {
  it('the overdue items are the ones Cobranças lists as open and due before today', async () => {
    await newMariaItem('Saúde: atrasada 45 dias', addDays(today, -45), 7_000);
    const listed: { amountCentavos: number }[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await gestao(
        t,
        tokens.gestor,
        'GET',
        `/charges/items?status=open&to=${addDays(today, -1)}&limit=100&offset=${offset}`,
      );
      const { items } = page.json() as { items: { amountCentavos: number }[] };
      listed.push(...items);
      if (items.length < 100) break;
    }
    const o = await overdueOf(tokens.gestor);
    expect(o.buckets.reduce((n, b) => n + b.count, 0)).toBe(listed.length);
    expect(o.buckets.reduce((n, b) => n + b.priceCentavos, 0)).toBe(
      listed.reduce((n, i) => n + i.amountCentavos, 0),
    );
    // Fine and interest on top, never less than the price.
    expect(o.buckets.reduce((n, b) => n + b.totalCentavos, 0)).toBeGreaterThan(
      o.buckets.reduce((n, b) => n + b.priceCentavos, 0),
    );
  });

  it('a Baixa manual moves the item out of its bucket and into this month’s receipts at once', async () => {
    const item = await newMariaItem('Saúde: baixa manual', addDays(today, -40), 8_000);
    const before = { overdue: await overdueOf(tokens.gestor), revenue: await revenueOf(tokens.gestor) };
    const settle = await gestao(t, tokens.financeiro, 'POST', `/charges/items/${item.id}/manual-payment`, {
      paidOn: today,
      method: 'dinheiro',
    });
    expect(settle.statusCode).toBe(200);
    const after = { overdue: await overdueOf(tokens.gestor), revenue: await revenueOf(tokens.gestor) };
    expect(bucketCount(after.overdue, '31-60')).toBe(bucketCount(before.overdue, '31-60') - 1);
    // A Baixa manual records what the member would pay today (issue 38 item 2): the same figure
    // leaves the bucket and enters the month's receipts, fine and interest included.
    const movedCentavos = bucketTotal(before.overdue, '31-60') - bucketTotal(after.overdue, '31-60');
    expect(movedCentavos).toBeGreaterThan(8_000);
    expect(netOf(after.revenue, 'manual')).toBe(netOf(before.revenue, 'manual') + movedCentavos);
  });

  it('a payment counts for what it charged, and a refund takes it back out', async () => {
    const item = await newMariaItem('Saúde: PIX estornado', addDays(today, 3), 5_000);
    const before = await revenueOf(tokens.gestor);
    const gatewayId = await paidByPixInSandbox(t, mariaId, [item.id]);
    const [tx] = await t.database.db.select().from(transactions).where(eq(transactions.gatewayId, gatewayId));
    const paid = await revenueOf(tokens.gestor);
    expect(netOf(paid, 'pix')).toBe(netOf(before, 'pix') + tx!.amountCentavos);
    const refund = await gestao(t, tokens.gestor, 'POST', `/payments/${tx!.id}/refund`, { reopenItem: true });
    expect(refund.statusCode).toBe(200);
    const refunded = await revenueOf(tokens.gestor);
    expect(netOf(refunded, 'pix')).toBe(netOf(before, 'pix'));
  });
});

describe('Cobrar novamente', () => {
  it('sends the member a new payment link by e-mail; a paid item is refused', async () => {
    const item = await newMariaItem('Saúde: cartão recusado', addDays(today, 2), 6_500);
    const res = await gestao(t, tokens.financeiro, 'POST', `/saude/recusados/${item.id}/cobrar`);
    expect(res.statusCode).toBe(200);
    expect(res.json().channels).toContain('email');
    const sent = await t.database.db
      .select()
      .from(outboundMessages)
      .where(
        and(eq(outboundMessages.channel, 'email'), like(outboundMessages.body, `%/pendencia?id=${item.id}%`)),
      );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('R$\u00a065,00');

    // Overdue: what she would pay today, fine and interest included, the original beside.
    const late = await newMariaItem('Saúde: vencida', addDays(today, -20), 6_500);
    expect(
      (await gestao(t, tokens.financeiro, 'POST', `/saude/recusados/${late.id}/cobrar`)).statusCode,
    ).toBe(200);
    const owed = await owedToday(
      t.database.db,
      { associationId: 428, dueAt: new Date(`${addDays(today, -20)}T15:00:00Z`), amountCentavos: 6_500 },
      today,
    );
    expect(owed).toBeGreaterThan(6_500);
    const [lateMail] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(
        and(eq(outboundMessages.channel, 'email'), like(outboundMessages.body, `%/pendencia?id=${late.id}%`)),
      );
    expect(lateMail!.body).toContain(
      `Valor hoje: ${formatBRL(owed / 100)} (original R$\u00a065,00, com multa e juros).`,
    );

    const paid = await newMariaItem('Saúde: já paga', addDays(today, 2));
    await t.database.db
      .update(cashFlowItems)
      .set({ paidAt: new Date() })
      .where(eq(cashFlowItems.id, paid.id));
    const refused = await gestao(t, tokens.gestor, 'POST', `/saude/recusados/${paid.id}/cobrar`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ ok: false, message: HEALTH_MSG.notOpen });
  });
});

describe('the ownership matrix', () => {
  it('gestor.psi never sees 428’s figures nor sends a link for its items', async () => {
    const mine = await overdueOf(tokens.gestor);
    expect(mine.buckets.some((b) => b.count > 0)).toBe(true);
    const psi = await overdueOf(tokens.psi);
    expect(psi.buckets.every((b) => b.count === 0)).toBe(true);
    const members = await gestao(t, tokens.psi, 'GET', '/saude/atraso/membros?bucket=1-30');
    expect(members.json().members.map((m: { memberId: number }) => m.memberId)).not.toContain(mariaId);
    const psiRevenue = await revenueOf(tokens.psi);
    expect(psiRevenue.rows).toEqual([]);

    const item = await newMariaItem('Saúde: não é do psi', addDays(today, 2));
    const res = await gestao(t, tokens.psi, 'POST', `/saude/recusados/${item.id}/cobrar`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'Recurso não encontrado.' });
    const sent = await t.database.db
      .select()
      .from(outboundMessages)
      .where(like(outboundMessages.body, `%/pendencia?id=${item.id}%`));
    expect(sent).toEqual([]);
  });
});
