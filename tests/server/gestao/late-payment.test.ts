import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATE_PAYMENT_MESSAGES } from '../../../domain/gestao-late-payment';
import { auditLog, associations } from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { gestao } from './support';
import { staffTokens, type StaffTokens } from './staff-tokens';

const OFTALMO = 428;
const PSI = 1024839;

let t: TestContext;
let tokens: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

const read = (token: string) => gestao(t, token, 'GET', '/late-payment');
const save = (token: string, body: object) => gestao(t, token, 'PUT', '/late-payment', body);
const stored = async (associationId: number) =>
  (
    await t.database.db
      .select({ lateFineBps: associations.lateFineBps, monthlyInterestBps: associations.monthlyInterestBps })
      .from(associations)
      .where(eq(associations.id, associationId))
  )[0];
const auditRows = (associationId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.associationId, associationId), eq(auditLog.action, 'late_payment.changed')));

describe('Multa e juros (GET/PUT /api/gestao/late-payment)', () => {
  it("answers the staff's own association: 2 % and 1 % a month by default, to gestor and financeiro", async () => {
    for (const token of [tokens.gestor, tokens.financeiro, tokens.psi]) {
      const res = await read(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ lateFineBps: 200, monthlyInterestBps: 100 });
    }
  });

  it("financeiro saves the association's fine and interest, audited; another association's stay as they were", async () => {
    const res = await save(tokens.financeiro, { lateFineBps: 150, monthlyInterestBps: 33 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lateFineBps: 150, monthlyInterestBps: 33 });
    expect((await read(tokens.gestor)).json()).toEqual({ lateFineBps: 150, monthlyInterestBps: 33 });
    expect(await stored(PSI)).toEqual({ lateFineBps: 200, monthlyInterestBps: 100 });
    expect((await read(tokens.psi)).json()).toEqual({ lateFineBps: 200, monthlyInterestBps: 100 });

    const [row] = await auditRows(OFTALMO);
    expect(row).toMatchObject({
      entity: 'late_payment',
      entityId: String(OFTALMO),
      before: { lateFineBps: 200, monthlyInterestBps: 100 },
      after: { lateFineBps: 150, monthlyInterestBps: 33 },
    });
    expect(await auditRows(PSI)).toEqual([]);
  });

  it('takes the association from the session, never from the body', async () => {
    const res = await save(tokens.psi, { lateFineBps: 0, monthlyInterestBps: 1_000, associationId: OFTALMO });
    expect(res.statusCode).toBe(200);
    expect(await stored(PSI)).toEqual({ lateFineBps: 0, monthlyInterestBps: 1_000 });
    expect(await stored(OFTALMO)).toEqual({ lateFineBps: 150, monthlyInterestBps: 33 });
  });

  it('refuses a fine above 2 % (the legal ceiling), interest above 10 % and bad input with pt-BR messages, changing nothing', async () => {
    const cases: [object, string][] = [
      [{ lateFineBps: 201, monthlyInterestBps: 100 }, LATE_PAYMENT_MESSAGES.fineAboveCeiling],
      [{ lateFineBps: 1_000, monthlyInterestBps: 100 }, LATE_PAYMENT_MESSAGES.fineAboveCeiling],
      [{ lateFineBps: -1, monthlyInterestBps: 100 }, LATE_PAYMENT_MESSAGES.fineInvalid],
      [{ lateFineBps: 200, monthlyInterestBps: 1_001 }, LATE_PAYMENT_MESSAGES.interestInvalid],
      [{ lateFineBps: 200, monthlyInterestBps: -5 }, LATE_PAYMENT_MESSAGES.interestInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await save(tokens.gestor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ ok: false, message });
    }
    expect(LATE_PAYMENT_MESSAGES.fineAboveCeiling).toMatch(/no máximo 2%/);
    for (const body of [
      {},
      { lateFineBps: 1.5, monthlyInterestBps: 100 },
      { lateFineBps: '2', monthlyInterestBps: 1 },
    ]) {
      const res = await save(tokens.gestor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, message: expect.stringMatching(/campo .* inválido/) });
    }
    expect(await stored(OFTALMO)).toEqual({ lateFineBps: 150, monthlyInterestBps: 33 });
    expect(await auditRows(OFTALMO)).toHaveLength(1);
  });

  it('is closed to members and to calls without a session', async () => {
    const member = await t.login(DEMO.maria);
    for (const token of [member, null]) {
      expect((await gestao(t, token, 'GET', '/late-payment')).statusCode).toBe(401);
      expect(
        (await gestao(t, token, 'PUT', '/late-payment', { lateFineBps: 0, monthlyInterestBps: 0 }))
          .statusCode,
      ).toBe(401);
    }
    expect(await stored(OFTALMO)).toEqual({ lateFineBps: 150, monthlyInterestBps: 33 });
  });
});
