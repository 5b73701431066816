import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditChanges, formatAuditTime } from '../../../domain/gestao-audit';
import { formatBRL } from '../../../domain/money';
import { createTestApp, type TestContext } from '../support/test-app';
import { staffTokens, type StaffTokens } from './staff-tokens';
import { gestao } from './support';
import { psiTitularId } from './psi-titular';

let t: TestContext;
let tokens: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

const prices = (annuityCentavos: number) => ({
  annuityCentavos,
  annuityPromoCentavos: null,
  annuityPromoUntil: null,
});

describe('Auditoria', () => {
  it('lists the association’s actions newest first, with who, what and before/after, a page at a time', async () => {
    await gestao(t, tokens.gestor, 'PUT', '/categories/601', {
      ...prices(79_000),
      annuityPromoCentavos: 66_300,
    });
    await gestao(t, tokens.gestor, 'POST', '/team/invitations', {
      name: 'Auditada',
      email: 'auditada@exemplo.com.br',
      role: 'financeiro',
    });
    await gestao(t, tokens.psi, 'PUT', `/categories/${await psiTitularId(t)}`, prices(31_000));

    const first = await gestao(t, tokens.gestor, 'GET', '/audit?limit=1');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.entries).toHaveLength(1);
    expect(page1.entries[0]).toMatchObject({
      actor: { kind: 'staff', name: 'Gestora Demo' },
      action: 'staff.invited',
      entity: 'staff',
      after: { name: 'Auditada', email: 'auditada@exemplo.com.br', role: 'financeiro' },
    });
    expect(page1.nextBefore).toBe(page1.entries[0].id);

    const page2 = (await gestao(t, tokens.gestor, 'GET', `/audit?limit=1&before=${page1.nextBefore}`)).json();
    expect(page2.entries[0]).toMatchObject({
      action: 'category.prices_changed',
      entityId: '601',
      before: { annuityCentavos: 78_000 },
      after: { annuityCentavos: 79_000 },
    });
    expect(page2.nextBefore).toBeNull();

    // 1024839's own entry only, never 428's.
    const psi = (await gestao(t, tokens.psi, 'GET', '/audit')).json();
    expect(psi.entries.map((e: { action: string }) => e.action)).toEqual(['category.prices_changed']);
    expect(psi.entries[0].actor).toEqual({ kind: 'staff', name: 'Gestor Psi Demo' });
    expect(JSON.stringify(psi)).not.toContain('Auditada');
  });

  it('refuses a bad page with 400, and financeiro with 403', async () => {
    for (const query of ['limit=0', 'limit=101', 'before=abc', 'before=-1']) {
      const res = await gestao(t, tokens.gestor, 'GET', `/audit?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().ok).toBe(false);
    }
    expect((await gestao(t, tokens.financeiro, 'GET', '/audit')).statusCode).toBe(403);
  });

  it('reads as a person reads: São Paulo time, labelled fields, amounts in reais, only what changed', () => {
    expect(formatAuditTime('2026-11-24T03:02:00.000Z')).toBe('24/11/2026 00:02');
    expect(
      auditChanges(
        { annuityCentavos: 30_000, annuityPromoCentavos: null, annuityPromoUntil: null },
        { annuityCentavos: 32_000, annuityPromoCentavos: null, annuityPromoUntil: '2027-03-31' },
      ),
    ).toEqual([
      { field: 'Anuidade', before: formatBRL(300), after: formatBRL(320) },
      { field: 'Antecipado até', before: '—', after: '31/03/2027' },
    ]);
    expect(auditChanges(null, { role: 'gestor' })).toEqual([
      { field: 'Perfil', before: null, after: 'gestor' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
