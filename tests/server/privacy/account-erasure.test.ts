import { existsSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_NAME, PRIVACY_REQUEST_MSG } from '../../../domain/privacy-request-messages';
import {
  addresses,
  cashFlowItems,
  documents,
  issuedDocuments,
  members,
  reminders,
  transactions,
  uploads,
} from '../../../server/db/schema';
import { privacyRequests } from '../../../server/db/schema-privacy';
import { runReminders } from '../../../server/dues/reminders';
import { PERSONAL_DATA } from '../../../server/personal-data-sources';
import { memberDataExport } from '../../../server/privacy/member-data-export';
import { gestao, STAFF, staffLogin } from '../gestao/support';
import { createTestApp, type TestContext } from '../support/test-app';
import { memberToErase, PASSWORD, PIN } from './privacy-fixtures';

let t: TestContext;
let gestor: string;
let gestorPsi: string;

beforeAll(async () => {
  t = await createTestApp();
  gestor = await staffLogin(t, STAFF.gestor);
  gestorPsi = await staffLogin(t, STAFF.gestorPsi);
});
afterAll(() => t.close());

const privacidade = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/privacidade${url}`,
    headers: token ? t.auth(token) : {},
    ...(payload ? { payload } : {}),
  });

async function requestErasure(token: string) {
  const res = await privacidade(token, 'POST', '/exclusao', { password: PASSWORD, pin: PIN });
  expect(res.json()).toEqual({ ok: true, erasedNow: false });
  const mine = await privacidade(token, 'GET', '/solicitacoes');
  return mine.json().items[0] as { id: number; status: string; dueAt: string; requestedAt: string };
}

describe('"Excluir minha conta": asked with the password and the PIN', () => {
  it('refuses a wrong password or PIN, counting the PIN try, and opens nothing', async () => {
    const m = await memberToErase(t);
    const wrongPassword = await privacidade(m.token, 'POST', '/exclusao', { password: 'errada', pin: PIN });
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.json().message).toBe(PRIVACY_REQUEST_MSG.passwordWrong);
    const wrongPin = await privacidade(m.token, 'POST', '/exclusao', { password: PASSWORD, pin: '0000' });
    expect(wrongPin.statusCode).toBe(403);
    expect(wrongPin.json().message).toMatch(/PIN/);
    const [row] = await t.database.db
      .select({ failures: members.pinFailures })
      .from(members)
      .where(eq(members.id, m.memberId));
    expect(row!.failures).toBe(1);
    expect((await privacidade(m.token, 'GET', '/solicitacoes')).json().items).toEqual([]);
    expect((await privacidade(null, 'POST', '/exclusao', { password: PASSWORD, pin: PIN })).statusCode).toBe(
      401,
    );
  });

  it('opens one request due in 15 days; a second is refused; the member may cancel it', async () => {
    const m = await memberToErase(t);
    const request = await requestErasure(m.token);
    expect(request.status).toBe('pending');
    expect(new Date(request.dueAt).getTime() - new Date(request.requestedAt).getTime()).toBe(15 * 86_400_000);
    const again = await privacidade(m.token, 'POST', '/exclusao', { password: PASSWORD, pin: PIN });
    expect(again.statusCode).toBe(409);
    const cancel = await privacidade(m.token, 'POST', `/solicitacoes/${request.id}/cancelar`);
    expect(cancel.json()).toEqual({ ok: true });
    expect((await privacidade(m.token, 'GET', '/solicitacoes')).json().items[0].status).toBe('cancelled');
    const staffSees = await gestao(t, gestor, 'POST', `/privacy-requests/${request.id}/approve`, {});
    expect(staffSees.statusCode).toBe(409);
  });
});

describe("another member with the request's id", () => {
  it('cannot cancel it: 404, and the request still waits', async () => {
    const m = await memberToErase(t);
    const other = await memberToErase(t);
    const request = await requestErasure(m.token);
    const res = await privacidade(other.token, 'POST', `/solicitacoes/${request.id}/cancelar`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: PRIVACY_REQUEST_MSG.notFound });
    expect((await privacidade(m.token, 'GET', '/solicitacoes')).json().items[0].status).toBe('pending');
  });
});

describe('Solicitações › Privacidade (LGPD)', () => {
  it("staff of another association neither see nor answer the association's requests", async () => {
    const m = await memberToErase(t);
    const request = await requestErasure(m.token);
    const theirs = await gestao(t, gestorPsi, 'GET', '/privacy-requests');
    expect(theirs.json().items.map((r: { id: number }) => r.id)).not.toContain(request.id);
    const approve = await gestao(t, gestorPsi, 'POST', `/privacy-requests/${request.id}/approve`, {});
    expect(approve.statusCode).toBe(404);
    const refuse = await gestao(t, gestorPsi, 'POST', `/privacy-requests/${request.id}/refuse`, {
      answer: 'Não',
    });
    expect(refuse.statusCode).toBe(404);
    const ours = await gestao(t, gestor, 'GET', '/privacy-requests');
    expect(ours.json().items).toContainEqual(
      expect.objectContaining({ id: request.id, kind: 'erasure', status: 'pending', memberName: m.name }),
    );
  });

  it('approved, erases every personal column and file and keeps the fiscal rows', async () => {
    const m = await memberToErase(t);
    const request = await requestErasure(m.token);
    expect(existsSync(m.file)).toBe(true);
    const approve = await gestao(t, gestor, 'POST', `/privacy-requests/${request.id}/approve`, {});
    expect(approve.json()).toEqual({ ok: true });
    const db = t.database.db;

    const [tombstone] = await db.select().from(members).where(eq(members.id, m.memberId));
    expect(tombstone).toMatchObject({
      name: ERASED_NAME,
      presentationName: null,
      email: null,
      mobile: null,
      passwordHash: null,
      pinHash: null,
      crm: null,
      crmUf: null,
      birthDate: null,
      photo: null,
    });
    expect(tombstone!.cpf).not.toBe(m.cpf);
    expect(tombstone!.erasedAt).toBeInstanceOf(Date);
    expect(await db.select().from(addresses).where(eq(addresses.memberId, m.memberId))).toEqual([]);
    expect(await db.select().from(documents).where(eq(documents.memberId, m.memberId))).toEqual([]);
    expect(await db.select().from(uploads).where(eq(uploads.id, m.uploadId))).toEqual([]);
    expect(existsSync(m.file)).toBe(false);

    const items = await db.select().from(cashFlowItems).where(eq(cashFlowItems.memberId, m.memberId));
    expect(items.find((i) => i.id === m.paidItem)).toMatchObject({ paidCentavos: 10_000, cancelledAt: null });
    expect(items.find((i) => i.id === m.futureItem)!.cancelledAt).toBeInstanceOf(Date);
    expect(await db.select().from(transactions).where(eq(transactions.id, m.transactionId))).toHaveLength(1);

    const verified = await t.app.inject({ method: 'GET', url: `/api/verificar/${m.code}` });
    expect(verified.json()).toMatchObject({ valid: true, memberName: ERASED_NAME });
    const [receipt] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.code, m.code));
    expect(JSON.stringify(receipt!.payload)).not.toContain(m.name);
    expect(JSON.stringify(receipt!.payload)).not.toMatch(new RegExp(m.cpf.slice(3, 9)));

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: m.email, senha: PASSWORD },
    });
    expect(login.json().resultado).toBe(false);
    expect((await privacidade(m.token, 'GET', '/solicitacoes')).statusCode).toBe(401);

    const [answered] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, request.id));
    expect(answered).toMatchObject({ status: 'done', answer: PRIVACY_REQUEST_MSG.erasedAnswer });
    const list = await gestao(t, gestor, 'GET', '/privacy-requests');
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ id: request.id, memberName: ERASED_NAME }),
    );

    const zip = await memberDataExport(
      { db, uploadStore: t.app.uploadStore, sources: PERSONAL_DATA },
      m.memberId,
      new Date(),
    );
    const exported = strFromU8(unzipSync(zip)['dados.json']!);
    for (const personal of [m.name, m.cpf, m.email, 'Paulista', 'diploma'])
      expect(exported).not.toContain(personal);
  });

  it('with overdue items, staff must say why they keep them; the member is told and the items stay', async () => {
    const m = await memberToErase(t, 428, { overdue: true });
    const request = await requestErasure(m.token);
    const list = await gestao(t, gestor, 'GET', '/privacy-requests');
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        id: request.id,
        overdueItems: [expect.stringMatching(/^Contribuição -10 \(vencido em/)],
      }),
    );
    const bare = await gestao(t, gestor, 'POST', `/privacy-requests/${request.id}/approve`, {});
    expect(bare.statusCode).toBe(409);
    expect(bare.json().message).toBe(PRIVACY_REQUEST_MSG.keptReasonRequired);
    const reason = 'Contribuição vencida em cobrança.';
    const kept = await gestao(t, gestor, 'POST', `/privacy-requests/${request.id}/approve`, {
      keptReason: reason,
    });
    expect(kept.json()).toEqual({ ok: true });
    const db = t.database.db;
    const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, request.id));
    expect(row).toMatchObject({ status: 'kept', keptReason: reason });
    expect(row!.answer).toContain(reason);
    const [overdue] = await db.select().from(cashFlowItems).where(eq(cashFlowItems.id, m.overdueItem!));
    expect(overdue!.cancelledAt).toBeNull();
    const [tombstone] = await db.select().from(members).where(eq(members.id, m.memberId));
    expect(tombstone).toMatchObject({ name: m.name, cpf: m.cpf, email: null, passwordHash: null });

    // The kept overdue item is reminded to no one: the daily run skips an erased account.
    await runReminders(db, 'http://localhost:3000', new Date(), true);
    const [reminded] = await db
      .select({ n: count() })
      .from(reminders)
      .where(eq(reminders.itemId, m.overdueItem!));
    expect(reminded!.n).toBe(0);
  });

  it('refused, with the answer the member reads', async () => {
    const m = await memberToErase(t);
    const request = await requestErasure(m.token);
    const refuse = await gestao(t, gestor, 'POST', `/privacy-requests/${request.id}/refuse`, {
      answer: 'Processo ético em andamento.',
    });
    expect(refuse.json()).toEqual({ ok: true });
    const mine = (await privacidade(m.token, 'GET', '/solicitacoes')).json().items[0];
    expect(mine).toMatchObject({ status: 'refused', answer: 'Processo ético em andamento.' });
  });
});

describe('"Solicitar correção" of a field the member cannot change', () => {
  it('goes to staff with the value and the reason; applied, the field changes', async () => {
    const m = await memberToErase(t);
    const bad = await privacidade(m.token, 'POST', '/correcoes', {
      field: 'cpf',
      newValue: '123',
      reason: 'x',
    });
    expect(bad.json().message).toBe(PRIVACY_REQUEST_MSG.cpfInvalid);
    const sent = await privacidade(m.token, 'POST', '/correcoes', {
      field: 'crm',
      newValue: '123456',
      reason: 'Número trocado no cadastro.',
    });
    expect(sent.json()).toEqual({ ok: true });
    const [mine] = (await privacidade(m.token, 'GET', '/solicitacoes')).json().items;
    const list = await gestao(t, gestor, 'GET', '/privacy-requests');
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ id: mine.id, field: 'crm', newValue: '123456', currentValue: '654321/RJ' }),
    );
    expect((await gestao(t, gestorPsi, 'POST', `/privacy-requests/${mine.id}/apply`)).statusCode).toBe(404);
    expect((await gestao(t, gestor, 'POST', `/privacy-requests/${mine.id}/apply`)).json()).toEqual({
      ok: true,
    });
    const [row] = await t.database.db
      .select({ crm: members.crm })
      .from(members)
      .where(eq(members.id, m.memberId));
    expect(row!.crm).toBe('123456');
    const answered = (await privacidade(m.token, 'GET', '/solicitacoes')).json();
    expect(answered.items[0]).toMatchObject({ status: 'done', answer: 'CRM corrigido para 123456.' });
    expect(answered.held).toEqual({ cpf: m.cpf, crm: '123456', crmUf: 'RJ' });
  });
});
