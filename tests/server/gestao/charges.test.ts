import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARGE_MSG, type ChargePreview, type NewChargeBody } from '../../../domain/contract/gestao-charges';
import {
  auditLog,
  cashFlowItems,
  chargeBatches,
  members,
  memberships,
  transactions,
} from '../../../server/db/schema';
import { amountDueOn, DEFAULT_RULES } from '../../../domain/dues-pricing';
import { openItemsOf } from '../../../server/dues/open-items';
import { addDays, todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { memberGet, memberPost } from '../support/member-calls';
import { nextIp } from '../support/registration';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf } from '../support/wallet';
import { psiTitularId } from './psi-titular';
import { gestao, STAFF, staffLogin } from './support';

let t: TestContext;
let tokens: { gestor: string; financeiro: string; psi: string; maria: string };
let mariaId: number;
const today = todayInSaoPaulo();
const due = addDays(today, 20);

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    gestor: await staffLogin(t, STAFF.gestor),
    financeiro: await staffLogin(t, STAFF.financeiro),
    psi: await staffLogin(t, STAFF.gestorPsi),
    maria: await t.login(DEMO.maria),
  };
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;

function create(token: string, body: object, key: string | null = newKey()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/gestao/charges',
    headers: { authorization: `Bearer ${token}`, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
    remoteAddress: nextIp(),
  });
}

const titularAnnuity = (description: string, amountCentavos = 78_000): NewChargeBody => ({
  target: { kind: 'categories', categoryIds: [601] },
  schedule: { kind: 'annuity', dueDate: due },
  description,
  amounts: [{ categoryId: 601, amountCentavos }],
  // Maria has this year's annuity already: staff confirm (annuity-dates.test.ts holds the refusal).
  confirmAnnuityDuplicates: true,
});

const mariaMonthly = (description: string): NewChargeBody => ({
  target: { kind: 'member', memberId: mariaId },
  schedule: { kind: 'monthly', firstDueDate: due, months: 3 },
  description,
  amounts: [{ categoryId: 601, amountCentavos: 5_000 }],
});

async function activeTitulares(associationId: number) {
  const rows = await t.database.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.associationId, associationId),
        eq(memberships.categoryId, 601),
        eq(memberships.status, 'A'),
      ),
    );
  return rows.length;
}

/** Maria's items from `from` on: an unpaid item by its due date, a paid one by its payment date. */
async function mariaItems(from = today) {
  const res = await memberPost(t, tokens.maria, '/api/fluxo/listarFluxos', { DATA_INICIAL: from });
  expect(res.statusCode).toBe(200);
  return (
    res.json() as {
      FLUXOS: { ID_FLUXO_DE_CAIXA: number; HISTORICO: string; DATA_PAGAMENTO: string; VALOR: number }[];
    }[]
  ).flatMap((m) => m.FLUXOS);
}

async function mariaTotal(): Promise<number> {
  const res = await memberGet(t, tokens.maria, '/api/fluxo/pendenciaTotal360dias');
  return (res.json() as { TOTAL: number }).TOTAL;
}

describe('categories and member search for the form', () => {
  it('lists the association categories with the annuity that pre-fills the amount', async () => {
    const res = await gestao(t, tokens.financeiro, 'GET', '/charges/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json().categories).toContainEqual(
      expect.objectContaining({ categoryId: 601, description: 'Titular', annuityCentavos: 78_000 }),
    );
    const psi = await gestao(t, tokens.psi, 'GET', '/charges/categories');
    expect(psi.json().categories).toEqual([
      expect.objectContaining({ categoryId: await psiTitularId(t), annuityCentavos: 30_000 }),
    ]);
  });

  it('finds active members by name or CPF, only of the caller association', async () => {
    const byName = await gestao(t, tokens.gestor, 'GET', '/charges/members?q=maria');
    expect(byName.statusCode).toBe(200);
    const maria = byName.json().members.find((m: { memberId: number }) => m.memberId === mariaId);
    expect(maria).toMatchObject({ categoryId: 601, categoryDescription: 'Titular' });
    const byCpf = await gestao(t, tokens.gestor, 'GET', `/charges/members?q=${maria.cpf.slice(0, 6)}`);
    expect(byCpf.json().members.map((m: { memberId: number }) => m.memberId)).toContain(mariaId);
    const psi = await gestao(t, tokens.psi, 'GET', '/charges/members?q=maria');
    expect(psi.json().members.map((m: { memberId: number }) => m.memberId)).not.toContain(mariaId);
    const short = await gestao(t, tokens.gestor, 'GET', '/charges/members?q=m');
    expect(short.statusCode).toBe(400);
  });
});

describe('preview and create', () => {
  it('previews how many items and the total without creating anything', async () => {
    const titulares = await activeTitulares(428);
    const before = await t.database.db.select({ id: cashFlowItems.id }).from(cashFlowItems);
    const res = await gestao(
      t,
      tokens.financeiro,
      'POST',
      '/charges/preview',
      titularAnnuity('Anuidade prévia'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      memberCount: titulares,
      itemCount: titulares,
      totalCentavos: titulares * 78_000,
      duplicateCount: 0,
      duplicates: [],
      // Maria's annuity of this year (the due day is this year's while December is ahead).
      annuityDuplicateCount: due.slice(0, 4) === today.slice(0, 4) ? 1 : 0,
      annuityDuplicates:
        due.slice(0, 4) === today.slice(0, 4)
          ? [
              expect.objectContaining({
                memberName: 'Maria Demo Silva',
                dueDate: `${today.slice(0, 4)}-03-31`,
              }),
            ]
          : [],
    });
    const monthly = await gestao(t, tokens.gestor, 'POST', '/charges/preview', mariaMonthly('Mensalidade'));
    expect(monthly.json()).toMatchObject({ memberCount: 1, itemCount: 3, totalCentavos: 15_000 });
    const after = await t.database.db.select({ id: cashFlowItems.id }).from(cashFlowItems);
    expect(after.length).toBe(before.length);
  });

  it('creates one annuity per active member of the category in one batch, audited, and Maria sees it', async () => {
    const totalBefore = await mariaTotal();
    const titulares = await activeTitulares(428);
    const res = await create(tokens.gestor, titularAnnuity('Anuidade extra Titular', 12_345));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      itemCount: titulares,
      totalCentavos: titulares * 12_345,
      replayed: false,
    });
    const items = await t.database.db
      .select()
      .from(cashFlowItems)
      .where(eq(cashFlowItems.chargeBatchId, created.batchId));
    expect(items).toHaveLength(titulares);
    expect(
      items.every((i) => i.kind === 'annuity' && i.associationId === 428 && i.amountCentavos === 12_345),
    ).toBe(true);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'charge.create'), eq(auditLog.entityId, String(created.batchId))));
    expect(audit).toBeDefined();
    const listed = await mariaItems();
    expect(listed).toContainEqual(
      expect.objectContaining({ HISTORICO: 'Anuidade extra Titular', VALOR: 123.45 }),
    );
    expect(await mariaTotal()).toBeCloseTo(totalBefore + 123.45, 2);
  });

  it('creates a monthly series for one member: kind due, " MM/AAAA" after the description', async () => {
    const res = await create(tokens.financeiro, mariaMonthly('Contribuição extra'));
    expect(res.statusCode).toBe(201);
    const items = await t.database.db
      .select()
      .from(cashFlowItems)
      .where(eq(cashFlowItems.chargeBatchId, res.json().batchId));
    const [y, m] = due.split('-').map(Number) as [number, number];
    const expected = [0, 1, 2].map((i) => {
      const month = ((m - 1 + i) % 12) + 1;
      const year = y + Math.floor((m - 1 + i) / 12);
      return `Contribuição extra ${String(month).padStart(2, '0')}/${year}`;
    });
    expect(items.map((i) => i.description).sort()).toEqual(expected.sort());
    expect(items.every((i) => i.kind === 'due' && i.memberId === mariaId)).toBe(true);
  });

  it('the preview names the open items a charge would repeat (same member, description, due day)', async () => {
    const created = await create(tokens.financeiro, mariaMonthly('Contribuição repetida'));
    expect(created.statusCode).toBe(201);
    const [maria] = await t.database.db
      .select({ name: members.name })
      .from(members)
      .where(eq(members.id, mariaId));
    const again = await gestao(
      t,
      tokens.gestor,
      'POST',
      '/charges/preview',
      mariaMonthly('Contribuição repetida'),
    );
    expect(again.statusCode).toBe(200);
    const preview = again.json() as ChargePreview;
    expect(preview.duplicateCount).toBe(3);
    expect(preview.duplicates.map((d) => d.memberName)).toEqual([maria!.name, maria!.name, maria!.name]);
    expect(preview.duplicates[0]).toMatchObject({
      dueDate: due,
      description: expect.stringMatching(/^Contribuição repetida \d{2}\/\d{4}$/),
    });

    // A cancelled item is no longer open: it is not repeated.
    const cancelled = await gestao(
      t,
      tokens.gestor,
      'POST',
      `/charges/items/${preview.duplicates[0]!.itemId}/cancel`,
      {
        reason: 'Lançado em dobro',
      },
    );
    expect(cancelled.statusCode).toBe(200);
    const after = (
      await gestao(t, tokens.gestor, 'POST', '/charges/preview', mariaMonthly('Contribuição repetida'))
    ).json() as ChargePreview;
    expect(after.duplicateCount).toBe(2);
    const other = (
      await gestao(t, tokens.gestor, 'POST', '/charges/preview', mariaMonthly('Outra contribuição'))
    ).json() as ChargePreview;
    expect(other).toMatchObject({ duplicateCount: 0, duplicates: [] });
  });

  it('answers the first result again for the same key and body; 409 for another body', async () => {
    const key = newKey();
    const first = await create(tokens.gestor, mariaMonthly('Idempotente'), key);
    expect(first.statusCode).toBe(201);
    const again = await create(tokens.gestor, mariaMonthly('Idempotente'), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), replayed: true });
    const other = await create(tokens.gestor, mariaMonthly('Outra coisa'), key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ ok: false, message: CHARGE_MSG.idempotencyReused });
    const batches = await t.database.db
      .select()
      .from(chargeBatches)
      .where(eq(chargeBatches.idempotencyKey, key));
    expect(batches).toHaveLength(1);
    const items = await t.database.db
      .select()
      .from(cashFlowItems)
      .where(eq(cashFlowItems.chargeBatchId, batches[0]!.id));
    expect(items).toHaveLength(3);
  });

  it('creates nothing twice under two concurrent submissions with the same key', async () => {
    const key = newKey();
    const [a, b] = await Promise.all([
      create(tokens.gestor, titularAnnuity('Concorrente'), key),
      create(tokens.gestor, titularAnnuity('Concorrente'), key),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().batchId).toBe(b.json().batchId);
    const batches = await t.database.db
      .select()
      .from(chargeBatches)
      .where(eq(chargeBatches.idempotencyKey, key));
    expect(batches).toHaveLength(1);
    const items = await t.database.db
      .select()
      .from(cashFlowItems)
      .where(eq(cashFlowItems.chargeBatchId, batches[0]!.id));
    expect(items).toHaveLength(await activeTitulares(428));
  });

  it('the same key of another association is another key', async () => {
    const key = newKey();
    expect((await create(tokens.gestor, mariaMonthly('Chave 428'), key)).statusCode).toBe(201);
    const psi = await create(tokens.psi, { ...titularAnnuity('Chave psi', 30_000) }, key);
    expect(psi.statusCode).not.toBe(409);
  });

  it('refuses bad input with 400 and a pt-BR message, creating nothing', async () => {
    const count = async () =>
      (await t.database.db.select({ id: chargeBatches.id }).from(chargeBatches)).length;
    const before = await count();
    const cases: [object, string | null][] = [
      [{}, newKey()],
      [{ ...titularAnnuity('x'), description: '' }, newKey()],
      [{ ...titularAnnuity('x'), amounts: [{ categoryId: 601, amountCentavos: -5 }] }, newKey()],
      [{ ...titularAnnuity('x'), amounts: [{ categoryId: 601, amountCentavos: 10.5 }] }, newKey()],
      [{ ...titularAnnuity('x'), schedule: { kind: 'annuity', dueDate: '2026-02-30' } }, newKey()],
      [{ ...mariaMonthly('x'), schedule: { kind: 'monthly', firstDueDate: due, months: 0 } }, newKey()],
      [titularAnnuity('sem chave'), null],
      [titularAnnuity('chave ruim'), 'com espaço'],
    ];
    for (const [body, key] of cases) {
      const res = await create(tokens.gestor, body, key);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().ok).toBe(false);
      expect(res.json().message).toMatch(/[a-zà-ú]/i);
    }
    const missing = await create(tokens.gestor, {
      ...titularAnnuity('x'),
      amounts: [{ categoryId: 501, amountCentavos: 100 }],
    });
    expect(missing.json()).toEqual({ ok: false, message: CHARGE_MSG.missingAmount });
    const unknown = await create(tokens.psi, {
      ...titularAnnuity('x'),
      target: { kind: 'categories', categoryIds: [501] },
      amounts: [{ categoryId: 501, amountCentavos: 100 }],
    });
    expect(unknown.json()).toEqual({ ok: false, message: CHARGE_MSG.unknownCategory });
    expect(await count()).toBe(before);
  });

  it('lists the batches of the caller association only, paginated', async () => {
    const res = await gestao(t, tokens.financeiro, 'GET', '/charges/batches?limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().batches).toHaveLength(2);
    expect(res.json().total).toBeGreaterThanOrEqual(4);
    expect(res.json().batches[0]).toMatchObject({
      staffName: expect.any(String),
      createdAt: expect.any(String),
    });
    const psi = await gestao(t, tokens.psi, 'GET', '/charges/batches');
    expect(
      psi.json().batches.every((b: { description: string }) => b.description.startsWith('Chave psi')),
    ).toBe(true);
  });
});

describe('the ownership matrix', () => {
  it('gestor.psi cannot charge, cancel, settle or list 428 members and items', async () => {
    const charged = await create(tokens.psi, {
      ...mariaMonthly('Invasão'),
      amounts: [{ categoryId: await psiTitularId(t), amountCentavos: 100 }],
    });
    expect(charged.statusCode).toBe(404);
    const preview = await gestao(t, tokens.psi, 'POST', '/charges/preview', {
      ...mariaMonthly('Invasão'),
      amounts: [{ categoryId: await psiTitularId(t), amountCentavos: 100 }],
    });
    expect(preview.statusCode).toBe(404);
    const [item] = await t.database.db
      .select()
      .from(cashFlowItems)
      .where(and(eq(cashFlowItems.memberId, mariaId), isNull(cashFlowItems.paidAt)));
    const cancel = await gestao(t, tokens.psi, 'POST', `/charges/items/${item!.id}/cancel`, {
      reason: 'Não é meu',
    });
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json()).toEqual({ ok: false, message: 'Recurso não encontrado.' });
    const settle = await gestao(t, tokens.psi, 'POST', `/charges/items/${item!.id}/manual-payment`, {
      paidOn: today,
      method: 'dinheiro',
    });
    expect(settle.statusCode).toBe(404);
    const [still] = await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, item!.id));
    expect(still).toMatchObject({ paidAt: null, cancelledAt: null });
    for (const status of ['open', 'paid', 'cancelled']) {
      const list = await gestao(t, tokens.psi, 'GET', `/charges/items?status=${status}&limit=100`);
      expect(list.json().items.every((i: { memberId: number }) => i.memberId !== mariaId)).toBe(true);
    }
  });
});

describe('open items: list, cancel, baixa manual', () => {
  async function newMariaItem(description: string) {
    const res = await create(tokens.gestor, {
      ...titularAnnuity(description, 4_321),
      target: { kind: 'member', memberId: mariaId },
    });
    const [item] = await t.database.db
      .select()
      .from(cashFlowItems)
      .where(eq(cashFlowItems.chargeBatchId, res.json().batchId));
    return item!;
  }

  it('shows an overdue item at what the member would pay today, its original amount beside', async () => {
    const res = await gestao(
      t,
      tokens.financeiro,
      'GET',
      '/charges/items?status=open&categoryId=601&limit=100',
    );
    const mine = await openItemsOf(t.database.db, mariaId);
    const overdue = res.json().items.filter((i: { dueDate: string }) => i.dueDate < today);
    expect(overdue.length).toBeGreaterThan(0);
    for (const item of overdue) {
      expect(item.amountCentavos).toBe(6_500);
      expect(item.currentCentavos).toBe(
        amountDueOn(
          {
            kind: item.kind,
            amountCentavos: 6_500,
            promoCentavos: null,
            promoUntil: null,
            dueDay: item.dueDate,
          },
          DEFAULT_RULES,
          today,
        ).totalCentavos,
      );
      expect(item.currentCentavos).toBeGreaterThan(6_500);
      // The figure her app shows, to the centavo.
      expect(mine.items.find((i) => i.id === item.id)?.due.totalCentavos).toBe(item.currentCentavos);
    }
  });

  it('lists open items with filters by category, period and batch, paginated', async () => {
    const item = await newMariaItem('Para listar');
    const res = await gestao(
      t,
      tokens.financeiro,
      'GET',
      `/charges/items?status=open&categoryId=601&from=${due}&to=${due}&limit=100`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toContainEqual(
      expect.objectContaining({
        id: item.id,
        memberName: 'Maria Demo Silva',
        categoryDescription: 'Titular',
        dueDate: due,
        status: 'open',
        amountCentavos: 4_321,
      }),
    );
    const other = await gestao(
      t,
      tokens.financeiro,
      'GET',
      `/charges/items?status=open&categoryId=501&from=${due}&to=${due}`,
    );
    expect(other.json().items.map((i: { id: number }) => i.id)).not.toContain(item.id);
    const page = await gestao(t, tokens.financeiro, 'GET', '/charges/items?status=open&limit=1&offset=1');
    expect(page.json().items).toHaveLength(1);
    expect(page.json().total).toBeGreaterThan(1);
    expect((await gestao(t, tokens.financeiro, 'GET', '/charges/items?status=nope')).statusCode).toBe(400);
    expect((await gestao(t, tokens.financeiro, 'GET', '/charges/items?limit=abc')).statusCode).toBe(400);
  });

  it('cancels an open item with a reason (audited): Maria no longer sees it nor owes it', async () => {
    const item = await newMariaItem('Para cancelar');
    const totalBefore = await mariaTotal();
    expect((await mariaItems()).map((f) => f.ID_FLUXO_DE_CAIXA)).toContain(item.id);
    const noReason = await gestao(t, tokens.financeiro, 'POST', `/charges/items/${item.id}/cancel`, {
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const res = await gestao(t, tokens.financeiro, 'POST', `/charges/items/${item.id}/cancel`, {
      reason: 'Cobrança em duplicidade',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: item.id,
      status: 'cancelled',
      cancelReason: 'Cobrança em duplicidade',
    });
    const [row] = await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, item.id));
    expect(row!.cancelledAt).not.toBeNull();
    expect((await mariaItems()).map((f) => f.ID_FLUXO_DE_CAIXA)).not.toContain(item.id);
    expect(await mariaTotal()).toBeCloseTo(totalBefore - 43.21, 2);
    const again = await gestao(t, tokens.financeiro, 'POST', `/charges/items/${item.id}/cancel`, {
      reason: 'De novo',
    });
    expect(again.json()).toEqual({ ok: false, message: CHARGE_MSG.alreadyCancelled });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'item.cancel'), eq(auditLog.entityId, String(item.id))));
    expect(audits).toHaveLength(1);
    const listed = await gestao(t, tokens.financeiro, 'GET', '/charges/items?status=cancelled&limit=100');
    expect(listed.json().items.map((i: { id: number }) => i.id)).toContain(item.id);
  });

  it('refuses to cancel while a payment runs (the item lease) and when paid', async () => {
    const item = await newMariaItem('Em pagamento');
    await t.database.db
      .update(cashFlowItems)
      .set({ paymentLockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(cashFlowItems.id, item.id));
    const running = await gestao(t, tokens.gestor, 'POST', `/charges/items/${item.id}/cancel`, {
      reason: 'Tentativa',
    });
    expect(running.json()).toEqual({ ok: false, message: CHARGE_MSG.paymentRunning });
    const manual = await gestao(t, tokens.gestor, 'POST', `/charges/items/${item.id}/manual-payment`, {
      paidOn: today,
      method: 'outro',
    });
    expect(manual.json()).toEqual({ ok: false, message: CHARGE_MSG.paymentRunning });
    await t.database.db
      .update(cashFlowItems)
      .set({ paymentLockedUntil: null, paidAt: new Date() })
      .where(eq(cashFlowItems.id, item.id));
    const paid = await gestao(t, tokens.gestor, 'POST', `/charges/items/${item.id}/cancel`, {
      reason: 'Tentativa',
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ ok: false, message: CHARGE_MSG.alreadyPaid });
  });

  it('registers a manual payment (audited, no gateway): Maria sees the item paid', async () => {
    const item = await newMariaItem('Para baixa manual');
    const paidOn = addDays(today, -2);
    const bad = await gestao(t, tokens.financeiro, 'POST', `/charges/items/${item.id}/manual-payment`, {
      paidOn,
      method: 'cheque',
    });
    expect(bad.statusCode).toBe(400);
    const future = await gestao(t, tokens.financeiro, 'POST', `/charges/items/${item.id}/manual-payment`, {
      paidOn: addDays(today, 2),
      method: 'dinheiro',
    });
    expect(future.json()).toEqual({ ok: false, message: CHARGE_MSG.futurePayment });
    const res = await gestao(t, tokens.financeiro, 'POST', `/charges/items/${item.id}/manual-payment`, {
      paidOn,
      method: 'transferencia',
      note: 'TED recebida',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ id: item.id, status: 'paid' });
    const [tx] = await t.database.db.select().from(transactions).where(eq(transactions.itemId, item.id));
    expect(tx).toMatchObject({
      method: 'M',
      manualMethod: 'transferencia',
      note: 'TED recebida',
      status: 'succeeded',
      gatewayId: null,
      amountCentavos: 4_321,
      staffId: expect.any(Number),
    });
    expect(tx!.accessHash.length).toBeGreaterThanOrEqual(20);
    const fluxo = (await mariaItems(paidOn)).find((f) => f.ID_FLUXO_DE_CAIXA === item.id);
    expect(fluxo?.DATA_PAGAMENTO.slice(0, 8)).toBe(paidOn.replaceAll('-', ''));
    const twice = await gestao(t, tokens.financeiro, 'POST', `/charges/items/${item.id}/manual-payment`, {
      paidOn,
      method: 'dinheiro',
    });
    expect(twice.json()).toEqual({ ok: false, message: CHARGE_MSG.alreadyPaid });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'item.manual_payment'), eq(auditLog.entityId, String(item.id))));
    expect(audits).toHaveLength(1);
  });

  it('a baixa manual of an overdue item records what she owed that day; Painel and Pagamentos agree to the centavo', async () => {
    const open = await gestao(
      t,
      tokens.financeiro,
      'GET',
      '/charges/items?status=open&categoryId=601&limit=100',
    );
    const overdue = open
      .json()
      .items.find(
        (i: { dueDate: string; memberName: string }) =>
          i.dueDate < today && i.memberName === 'Maria Demo Silva',
      );
    expect(overdue.currentCentavos).toBeGreaterThan(overdue.amountCentavos);
    const received = async () =>
      (await gestao(t, tokens.financeiro, 'GET', '/dashboard')).json().thisMonth.receivedCentavos as number;
    const before = await received();
    const res = await gestao(t, tokens.financeiro, 'POST', `/charges/items/${overdue.id}/manual-payment`, {
      paidOn: today,
      method: 'dinheiro',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({
      currentCentavos: overdue.currentCentavos,
      amountCentavos: 6_500,
    });
    const [tx] = await t.database.db.select().from(transactions).where(eq(transactions.itemId, overdue.id));
    expect(tx!.amountCentavos).toBe(overdue.currentCentavos);
    const [item] = await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, overdue.id));
    expect(item!.paidCentavos).toBe(overdue.currentCentavos);
    // Painel's "Recebido" grows by what Pagamentos lists as "Bruto".
    expect((await received()) - before).toBe(overdue.currentCentavos);
    const payments = (await gestao(t, tokens.financeiro, 'GET', '/payments?limit=100')).json().payments;
    expect(payments.find((p: { id: number }) => p.id === tx!.id).amountCentavos).toBe(
      overdue.currentCentavos,
    );
  });

  it("tells the member's open PIX screen of the item that it is paid", async () => {
    const item = await newMariaItem('PIX aberto');
    await t.database.db.insert(transactions).values({
      itemId: item.id,
      method: 'P',
      amountCentavos: item.amountCentavos,
      gatewayId: 'sbx_open_pix_manual',
      accessHash: 'hash-open-pix-manual-0000',
    });
    const heard: string[] = [];
    const stop = t.app.transactionEvents.subscribe('sbx_open_pix_manual', (e) => heard.push(e.status));
    await gestao(t, tokens.gestor, 'POST', `/charges/items/${item.id}/manual-payment`, {
      paidOn: today,
      method: 'dinheiro',
    });
    await expect.poll(() => heard).toEqual(['succeeded']);
    stop();
  });
});
