import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditChanges, auditSummary } from '../../../domain/gestao-audit';
import { todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { oneDayCourse } from '../congress/one-day-course';
import { insertItem, memberIdOf, paidByPixInSandbox } from '../support/wallet';
import { staffTokens, type StaffTokens } from './staff-tokens';
import { gestao } from './support';

/** Issue #28 item 8: Auditoria says what happened to whom, as people say it. */
let t: TestContext;
let tokens: StaffTokens;
let mariaId: number;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

interface Entry {
  action: string;
  entityId: string;
  subject: string | null;
  before: unknown;
  after: unknown;
}

const entryOf = async (action: string, entityId: number): Promise<Entry> => {
  const { entries } = (await gestao(t, tokens.gestor, 'GET', '/audit?limit=100')).json();
  return entries.find((e: Entry) => e.action === action && e.entityId === String(entityId));
};

const NO_CODES = /cash_flow_item|amountCentavos|[{}]|\d{4}-\d{2}-\d{2}T|open|cancelled|→/;
const [year, month, day] = todayInSaoPaulo().split('-');

describe('Auditoria in people’s language', () => {
  it('a Baixa manual: the member, the item, when it was paid (São Paulo) and how', async () => {
    const item = await insertItem(t, {
      memberId: mariaId,
      description: 'Contribuição mensal 10/2026',
      amountCentavos: 6_500,
    });
    const res = await gestao(t, tokens.gestor, 'POST', `/charges/items/${item.id}/manual-payment`, {
      paidOn: todayInSaoPaulo(),
      method: 'transferencia',
      note: '',
    });
    expect(res.statusCode).toBe(200);
    const entry = await entryOf('item.manual_payment', item.id);
    expect(entry.subject).toBe('Maria Demo Silva — Contribuição mensal 10/2026');
    const summary = auditSummary(entry);
    expect(summary).toBe(
      `Maria Demo Silva — Contribuição mensal 10/2026: pago em ${day}/${month}/${year} 12:00 (Baixa manual, transferência).`,
    );
    expect(summary).not.toMatch(NO_CODES);
  });

  it('a cancellation and a refund say so with the reason, the amount in reais and the method', async () => {
    const open = await insertItem(t, {
      memberId: mariaId,
      description: 'Contribuição mensal 11/2026',
      amountCentavos: 6_500,
    });
    await gestao(t, tokens.gestor, 'POST', `/charges/items/${open.id}/cancel`, {
      reason: 'Lançada em dobro',
    });
    const cancel = await entryOf('item.cancel', open.id);
    expect(auditSummary(cancel)).toBe(
      'Maria Demo Silva — Contribuição mensal 11/2026: cancelado (motivo: Lançada em dobro).',
    );

    const paid = await insertItem(t, {
      memberId: mariaId,
      description: 'Contribuição mensal 12/2026',
      amountCentavos: 123_456,
    });
    await paidByPixInSandbox(t, mariaId, [paid.id]);
    const { payments } = (await gestao(t, tokens.gestor, 'GET', '/payments?method=pix&limit=100')).json();
    const payment = payments.find((p: { itemId: number }) => p.itemId === paid.id);
    await gestao(t, tokens.gestor, 'POST', `/payments/${payment.id}/refund`, { reopenItem: true });
    const refund = await entryOf('payment.refund', payment.id);
    expect(refund.subject).toBe('Maria Demo Silva — Contribuição mensal 12/2026');
    expect(auditSummary(refund)).toBe(
      'Maria Demo Silva — Contribuição mensal 12/2026: R$\u00a01.234,56 estornado por PIX, item reaberto para nova cobrança.',
    );
  });

  it('other changes list labelled fields only: states in pt-BR, instants in São Paulo, no ids, no JSON', () => {
    const changes = auditChanges(
      { id: 15, memberId: 3, status: 'open', paidAt: null, amountCentavos: 6_500, cpf: '52998224725' },
      {
        id: 15,
        memberId: 3,
        status: 'cancelled',
        paidAt: '2026-11-27T15:00:00.000Z',
        amountCentavos: 6_500,
        cpf: '52998224725',
      },
    );
    expect(changes).toEqual([
      { field: 'Situação', before: 'Em aberto', after: 'Cancelado' },
      { field: 'Pago em', before: '—', after: '27/11/2026 12:00' },
    ]);
    expect(
      auditChanges(null, { prices: [{ categoryId: 601, amountCentavos: 35_000 }], description: 'Congresso' }),
    ).toEqual([{ field: 'Descrição', before: null, after: 'Congresso' }]);
    expect(auditChanges(null, { status: 'A' })).toEqual([
      { field: 'Situação', before: null, after: 'Ativa' },
    ]);
    expect(auditSummary({ action: 'staff.invited', subject: 'Fulana', before: null, after: {} })).toBeNull();
  });

  it('an event or a category is named with its kind, not "Evento nº 2"', async () => {
    const created = await gestao(t, tokens.gestor, 'POST', '/events', oneDayCourse('Congresso Auditado'));
    expect(created.statusCode).toBe(201);
    expect((await entryOf('event.created', created.json().event.id)).subject).toBe(
      'Evento: Congresso Auditado',
    );
    const { categories } = (await gestao(t, tokens.gestor, 'GET', '/association-categories')).json();
    const titular = categories.find((c: { name: string }) => c.name === 'Titular');
    const renamed = await gestao(
      t,
      tokens.gestor,
      'PUT',
      `/association-categories/${titular.categoryId}/name`,
      {
        name: 'Titular Pleno',
      },
    );
    expect(renamed.statusCode).toBe(200);
    expect((await entryOf('category.renamed', titular.categoryId)).subject).toBe('Categoria: Titular Pleno');
    await gestao(t, tokens.gestor, 'PUT', `/association-categories/${titular.categoryId}/name`, {
      name: 'Titular',
    });
  });

  it('another association’s staff never read 428’s subjects', async () => {
    const { entries } = (await gestao(t, tokens.psi, 'GET', '/audit?limit=100')).json();
    expect(JSON.stringify(entries)).not.toContain('Maria Demo Silva');
  });
});
