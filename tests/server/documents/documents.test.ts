import { and, eq, isNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_HEADER, type MemberCards } from '../../../domain/contract/documents';
import { formatDisplayDate, toWireDate } from '../../../domain/dates';
import { amountDueOn, DEFAULT_RULES } from '../../../domain/dues-pricing';
import { formatBRL, fromCentavos } from '../../../domain/money';
import { todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { cashFlowItems, issuedDocuments, transactions } from '../../../server/db/schema';
import { verifyDocument } from '../../../server/documents/verification';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, memberIdOf, post } from '../support/wallet';
import { pdfText } from './pdf-text';

let t: TestContext;
let maria: string;
let pedro: string;
let mariaId: number;
let pedroId: number;

const at = (iso: string) => new Date(iso);
let hashes = 0;

/** Pedro's 2025 with the Sociedade: what a declaração must count and what it must leave out. */
async function seedPedro2025() {
  const db = t.database.db;
  const item = async (description: string, amountCentavos: number, paidAt: string, over = {}) => {
    const [row] = await db
      .insert(cashFlowItems)
      .values({
        memberId: pedroId,
        associationId: 428,
        kind: 'due',
        description,
        dueAt: at(paidAt),
        amountCentavos,
        paidAt: at(paidAt),
        ...over,
      })
      .returning();
    return row!;
  };
  const tx = (itemId: number, status: string, amountCentavos: number) =>
    db.insert(transactions).values({
      itemId,
      method: 'P',
      status,
      amountCentavos,
      accessHash: `doc-test-${(hashes += 1)}`,
      gatewayId: `doc-test-gw-${hashes}`,
    });
  await item('Recebido na secretaria', 10_000, '2025-03-10T15:00:00Z');
  // 31/12/2025 23:30 in São Paulo is already 2026 in UTC: it belongs to 2025.
  await item('Pago na virada', 5_000, '2026-01-01T02:30:00Z');
  // 01/01/2026 00:30 in São Paulo: 2026.
  await item('Pago no ano seguinte', 7_000, '2026-01-01T03:30:00Z');
  await item('Cancelado', 9_900, '2025-05-05T15:00:00Z', { cancelledAt: at('2025-06-01T15:00:00Z') });
  const refunded = await item('Estornado', 8_800, '2025-06-06T15:00:00Z');
  await tx(refunded.id, 'refunded', 8_800);
  const withFine = await item('Paga com multa e juros', 10_000, '2025-07-07T15:00:00Z');
  await tx(withFine.id, 'succeeded', 12_345);
}

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://quita.exemplo.com.br' });
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
  pedroId = await memberIdOf(t, DEMO.pedro.usuario);
  await seedPedro2025();
});
afterAll(() => t.close());

const verify = (code: string) =>
  t.app.inject({ method: 'GET', url: `/api/verificar/${encodeURIComponent(code)}` });
const text = (body: Buffer) => pdfText(body);
const brl = (s: string) => s.replace(/\s+/g, ' ');

describe('the documents overview', () => {
  it('lists the active associations and the years with payments, this one first', async () => {
    const res = await get(t, pedro, '/api/documentos');
    expect(res.statusCode).toBe(200);
    const year = Number(todayInSaoPaulo().slice(0, 4));
    expect(res.json()).toEqual({
      associations: [{ associationId: 428, associationName: 'Sociedade Demo de Oftalmologia' }],
      years: [...new Set([year, 2026, 2025])].sort((a, b) => b - a),
    });
  });
});

describe('declaração anual de pagamentos', () => {
  it('sums what was paid in the São Paulo year, at the charged amount, without cancelled or refunded items', async () => {
    const res = await post(t, pedro, '/api/documentos/declaracoes', { associationId: 428, year: 2025 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = text(res.rawPayload);
    expect(pdf).toContain('Declaração anual de pagamentos 2025');
    expect(pdf).toContain('Pedro Demo Costa - CPF 390.533.447-05');
    expect(pdf).toContain('CNPJ 11.222.333/0001-81');
    expect(pdf).toContain('Recebido na secretaria');
    expect(pdf).toContain('31/12/2025 Pago na virada');
    expect(pdf).toContain('Paga com multa e juros R$ 123,45');
    expect(pdf).not.toContain('Pago no ano seguinte');
    expect(pdf).not.toContain('Cancelado');
    expect(pdf).not.toContain('Estornado');
    expect(pdf).toContain(brl('Pagamentos: 3 Total pago: R$ 273,45'));
    expect(pdf).toContain(brl('Total: R$ 273,45'));

    const checked = (await verify(res.headers[CODE_HEADER] as string)).json();
    expect(checked).toMatchObject({
      valid: true,
      kind: 'declaracao',
      title: 'Declaração anual de pagamentos 2025',
      memberName: 'Pedro Demo Costa',
      maskedCpf: '***.533.447-**',
    });
    expect(checked.details).toContainEqual({ label: 'Total pago', value: 'R$\u00a0273,45' });
  });

  it('a year without payments says so, with a zero total', async () => {
    const res = await post(t, pedro, '/api/documentos/declaracoes', { associationId: 428, year: 2019 });
    const pdf = text(res.rawPayload);
    expect(pdf).toContain('Nenhum pagamento no período.');
    expect(pdf).toContain(brl('Total pago: R$ 0,00'));
  });

  it('only for an association the member belongs to, and a sensible year', async () => {
    const other = await post(t, pedro, '/api/documentos/declaracoes', { associationId: 1024839, year: 2025 });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ ok: false, message: 'Você não tem associação ativa com esta entidade.' });
    const bad = await post(t, pedro, '/api/documentos/declaracoes', { associationId: 428, year: 1800 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ ok: false });
  });
});

describe('certidão de quitação', () => {
  it('is refused to a member with overdue items, naming each one', async () => {
    const overdue = await t.database.db
      .select()
      .from(cashFlowItems)
      .where(
        and(
          eq(cashFlowItems.memberId, mariaId),
          isNull(cashFlowItems.paidAt),
          lt(cashFlowItems.dueAt, new Date()),
        ),
      );
    expect(overdue.length).toBeGreaterThan(0);
    const res = await post(t, maria, '/api/documentos/certidoes', { associationId: 428 });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.ok).toBe(false);
    expect(body.message).toMatch(
      /^Não é possível emitir a certidão de quitação\. Itens vencidos em aberto: /,
    );
    for (const item of overdue) {
      // What she would pay today, as her app shows it, with the original amount beside.
      const today = todayInSaoPaulo();
      const owed = amountDueOn(
        { ...item, promoUntil: item.promoUntil, dueDay: toWireDate(item.dueAt) },
        DEFAULT_RULES,
        today,
      ).totalCentavos;
      expect(owed).toBeGreaterThan(item.amountCentavos);
      expect(body.message).toContain(
        `${item.description} (vencido em ${formatDisplayDate(item.dueAt)}, ${formatBRL(fromCentavos(owed))} hoje; ` +
          `valor original ${formatBRL(fromCentavos(item.amountCentavos))})`,
      );
      expect(body.overdue.some((line: string) => line.startsWith(item.description))).toBe(true);
    }
    const issued = await t.database.db
      .select()
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.memberId, mariaId), eq(issuedDocuments.kind, 'certidao')));
    expect(issued).toHaveLength(0);
  });

  it('is issued to a member with nothing overdue, verifies for 30 days and then no more', async () => {
    const res = await post(t, pedro, '/api/documentos/certidoes', { associationId: 428 });
    expect(res.statusCode).toBe(200);
    const pdf = text(res.rawPayload);
    expect(pdf).toContain('Certidão de quitação');
    expect(pdf).toContain('Pedro Demo Costa');
    expect(pdf).toContain('390.533.447-05');
    expect(pdf).toContain('não possui débitos vencidos');
    const code = res.headers[CODE_HEADER] as string;
    expect(pdf).toContain(`Código de verificação: ${code}`);

    expect((await verify(code)).json()).toMatchObject({
      valid: true,
      kind: 'certidao',
      associationName: 'Sociedade Demo de Oftalmologia',
      memberName: 'Pedro Demo Costa',
      maskedCpf: '***.533.447-**',
    });
    const in29Days = new Date(Date.now() + 29 * 86_400_000);
    const in32Days = new Date(Date.now() + 32 * 86_400_000);
    expect((await verifyDocument(t.database.db, code, in29Days)).valid).toBe(true);
    expect((await verifyDocument(t.database.db, code, in32Days)).valid).toBe(false);
  });

  it('needs an active association with the association', async () => {
    const res = await post(t, pedro, '/api/documentos/certidoes', { associationId: 1024839 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ ok: false });
  });
});

describe('/api/verificar', () => {
  it('a forged, unknown or malformed code is "Inválida"; typing is forgiving', async () => {
    const res = await post(t, pedro, '/api/documentos/certidoes', { associationId: 428 });
    const code = res.headers[CODE_HEADER] as string;
    const last = code.at(-1)!;
    const forged = code.slice(0, -1) + (last === 'Z' ? 'Y' : 'Z');
    for (const bad of [forged, 'ABCDE-FGHJK-MNPQR', 'not a code', '0'.repeat(64), "'; drop table x; --"]) {
      const answer = await verify(bad);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ valid: false });
    }
    expect((await verify(` ${code.toLowerCase().replaceAll('-', ' ')} `)).json()).toMatchObject({
      valid: true,
    });
  });

  it('needs no login and is rate-limited', async () => {
    let last = 200;
    for (let i = 0; i < 35; i++) {
      last = (
        await t.app.inject({
          method: 'GET',
          url: '/api/verificar/ABCDE-FGHJK-MNPQR',
          remoteAddress: '10.9.9.9',
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('carteirinha digital', () => {
  it('shows name, category, association, member since, valid until and a code whose check says the situation now', async () => {
    const res = await get(t, maria, '/api/documentos/carteirinha');
    expect(res.statusCode).toBe(200);
    const body = res.json() as MemberCards;
    const year = Number(todayInSaoPaulo().slice(0, 4));
    expect(body.memberId).toBe(mariaId);
    expect(body.cards).toEqual([
      expect.objectContaining({
        associationId: 428,
        associationName: 'Sociedade Demo de Oftalmologia',
        memberName: 'Maria Demo Silva',
        category: 'Titular',
        memberSince: '2015-03-01',
        validUntil: `${year}-12-31`,
        situation: 'inadimplente',
      }),
    ]);
    const card = body.cards[0]!;
    expect(card.verifyPath).toBe(`/verificar/${card.code}`);
    const before = (await verify(card.code)).json();
    expect(before).toMatchObject({ valid: true, kind: 'carteirinha', situation: 'inadimplente' });
    expect(before.details).toContainEqual({ label: 'Situação agora', value: 'Inadimplente' });

    // Paying what was overdue changes what the same QR says.
    await t.database.db
      .update(cashFlowItems)
      .set({ paidAt: new Date() })
      .where(
        and(
          eq(cashFlowItems.memberId, mariaId),
          isNull(cashFlowItems.paidAt),
          lt(cashFlowItems.dueAt, new Date()),
        ),
      );
    const again = (await get(t, maria, '/api/documentos/carteirinha')).json() as MemberCards;
    expect(again.cards[0]!.code).toBe(card.code);
    expect(again.cards[0]!.situation).toBe('adimplente');
    expect((await verify(card.code)).json()).toMatchObject({ valid: true, situation: 'adimplente' });
  });

  it('a cancelled overdue item does not count; no paid annuity means no "valid until"', async () => {
    const [late] = await t.database.db
      .insert(cashFlowItems)
      .values({
        memberId: pedroId,
        associationId: 428,
        kind: 'due',
        description: 'Taxa antiga cancelada',
        dueAt: at('2024-01-10T15:00:00Z'),
        amountCentavos: 1_000,
        cancelledAt: new Date(),
      })
      .returning();
    expect(late).toBeDefined();
    const body = (await get(t, pedro, '/api/documentos/carteirinha')).json() as MemberCards;
    expect(body.cards).toEqual([
      expect.objectContaining({ category: 'Aspirante', validUntil: null, situation: 'adimplente' }),
    ]);
    expect(body.cards[0]!.code).not.toBe('');
  });

  it("is the caller's own: no token, no card", async () => {
    expect((await get(t, null, '/api/documentos/carteirinha')).statusCode).toBe(401);
    const pedros = (await get(t, pedro, '/api/documentos/carteirinha')).json() as MemberCards;
    expect(pedros.memberId).toBe(pedroId);
    expect(pedros.cards.map((c) => c.memberName)).toEqual(['Pedro Demo Costa']);
  });
});
