import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashFlowItems, transactions } from '../../../server/db/schema';
import { memberRecordViews } from '../../../server/db/schema-privacy-log';
import { activityCalls } from '../activities/activity-support';
import { memberOf } from '../gestao/gestao-fixtures';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, memberIdOf, paidByPixInSandbox } from '../support/wallet';

let t: TestContext;
let tokens: StaffTokens;
let maria: string;
let pedro: string;
let mariaId: number;
let pedroId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
  pedroId = await memberIdOf(t, DEMO.pedro.usuario);
});
afterAll(() => t.close());

interface View {
  at: string;
  staffName: string;
  staffRole: string;
  associationName: string;
  part: string;
}
const myAccesses = async (token: string) => {
  const res = await get(t, token, '/api/privacidade/acessos');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { views: View[] }).views;
};
const viewsOf = (memberId: number) =>
  t.database.db.select().from(memberRecordViews).where(eq(memberRecordViews.memberId, memberId));

describe('every staff view of a member record is logged (who, when, what)', () => {
  it('the gestor opening the ficha: Maria reads who, with the role, the association and when', async () => {
    const before = Date.now();
    expect((await gestao(t, tokens.gestor, 'GET', `/members/${mariaId}`)).statusCode).toBe(200);
    const [latest] = await myAccesses(maria);
    expect(latest).toEqual({
      at: expect.any(String),
      staffName: 'Gestora Demo',
      staffRole: 'gestor',
      associationName: expect.any(String),
      part: 'ficha',
    });
    expect(Date.parse(latest!.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('an applicant document, a receipt (page and PDF) and an activity proof', async () => {
    const applicant = await memberOf(t, 428, { status: 'P', withDocument: true });
    const doc = await gestao(t, tokens.gestor, 'GET', `/documents/${applicant.documentId}`);
    expect(doc.statusCode).toBe(200);
    expect((await viewsOf(applicant.memberId)).map((v) => v.part)).toEqual(['documento']);

    const [item] = await t.database.db
      .insert(cashFlowItems)
      .values({
        memberId: mariaId,
        associationId: 428,
        kind: 'due',
        description: 'Recibo visto',
        dueAt: new Date(Date.now() + 5 * 86_400_000),
        amountCentavos: 10_000,
      })
      .returning();
    const gatewayId = await paidByPixInSandbox(t, mariaId, [item!.id]);
    const [tx] = await t.database.db.select().from(transactions).where(eq(transactions.gatewayId, gatewayId));
    for (const url of [`/payments/${tx!.id}/receipt`, `/payments/${tx!.id}/receipt.pdf`]) {
      expect((await gestao(t, tokens.financeiro, 'GET', url)).statusCode).toBe(200);
    }
    const receipts = (await myAccesses(maria)).filter((v) => v.part === 'recibo');
    expect(receipts).toHaveLength(2);
    expect(receipts[0]).toMatchObject({ staffName: 'Tesoureiro Demo', staffRole: 'financeiro' });

    const calls = activityCalls(() => t);
    const activity = (await calls.declared(maria)).json().activity as { id: number };
    expect((await gestao(t, tokens.gestor, 'GET', `/activities/${activity.id}/proof`)).statusCode).toBe(200);
    expect((await myAccesses(maria))[0]).toMatchObject({ part: 'comprovante-atividade' });
  });

  it('logs nothing when the record is not the association’s (404)', async () => {
    const count = (await viewsOf(mariaId)).length;
    expect((await gestao(t, tokens.psi, 'GET', `/members/${mariaId}`)).statusCode).toBe(404);
    expect(await viewsOf(mariaId)).toHaveLength(count);
  });
});

describe('GET /api/privacidade/acessos: "Quem acessou meus dados"', () => {
  it('shows the member only their own log, of the last 12 months', async () => {
    const staffId = (await viewsOf(mariaId))[0]!.staffId;
    const old = new Date();
    old.setMonth(old.getMonth() - 13);
    await t.database.db.insert(memberRecordViews).values([
      {
        memberId: mariaId,
        associationId: 428,
        staffId,
        staffName: 'Antigo',
        staffRole: 'gestor',
        part: 'ficha',
        viewedAt: old,
      },
      {
        memberId: pedroId,
        associationId: 428,
        staffId,
        staffName: 'Só do Pedro',
        staffRole: 'gestor',
        part: 'ficha',
      },
    ]);
    const names = (await myAccesses(maria)).map((v) => v.staffName);
    expect(names).not.toContain('Antigo');
    expect(names).not.toContain('Só do Pedro');
    expect((await myAccesses(pedro)).map((v) => v.staffName)).toEqual(['Só do Pedro']);
    expect((await get(t, null, '/api/privacidade/acessos')).statusCode).toBe(401);
  });
});

describe('GET /api/gestao/members/:memberId/accesses (gestor)', () => {
  it('shows the gestor who of the association’s own staff opened the record; never another’s', async () => {
    const res = await gestao(t, tokens.gestor, 'GET', `/members/${mariaId}/accesses`);
    expect(res.statusCode).toBe(200);
    const views = (res.json() as { views: View[] }).views;
    expect(views.map((v) => v.staffName)).toEqual(
      expect.arrayContaining(['Gestora Demo', 'Tesoureiro Demo']),
    );
    expect(views.map((v) => v.staffName)).not.toContain('Antigo');

    const psi = await gestao(t, tokens.psi, 'GET', `/members/${mariaId}/accesses`);
    expect(psi.statusCode).toBe(200);
    expect(psi.json()).toEqual({ views: [] });
    expect((await gestao(t, tokens.financeiro, 'GET', `/members/${mariaId}/accesses`)).statusCode).toBe(403);
  });
});
