import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS_MSG } from '../../../domain/gestao-requests-messages';
import { firstAnnuityDueDay, firstAnnuityOn } from '../../../server/dues/annuity-year';
import { todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { auditLog, members, memberships } from '../../../server/db/schema';
import { inbox, TINY_PDF } from '../support/registration';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { itemsOf, memberOf, membershipOf, staffTokens, type StaffTokens } from './gestao-fixtures';
import { gestao } from './support';
import { psiTitularId } from './psi-titular';

const PSI = 1024839;
const OFTALMO = 428;

let t: TestContext;
let tokens: StaffTokens;
let psiTitular: number;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
  psiTitular = await psiTitularId(t);
});
afterAll(() => t.close());

const auditOf = (membershipId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'membership'), eq(auditLog.entityId, String(membershipId))));

describe('GET /api/gestao/requests', () => {
  it("lists the association's requests with name, formatted CPF, category, date and documents", async () => {
    const asked = await memberOf(t, PSI, { categoryId: psiTitular, status: 'P', withDocument: true });
    const other = await memberOf(t, OFTALMO, { status: 'P', withDocument: true });
    await memberOf(t, PSI, { categoryId: psiTitular, status: 'A' });

    const res = await gestao(t, tokens.psi, 'GET', '/requests');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const mine = body.items.find((r: { id: number }) => r.id === asked.membershipId);
    expect(mine).toMatchObject({
      memberId: asked.memberId,
      memberName: asked.name,
      cpf: `${asked.cpf.slice(0, 3)}.${asked.cpf.slice(3, 6)}.${asked.cpf.slice(6, 9)}-${asked.cpf.slice(9)}`,
      categoryId: psiTitular,
      categoryName: 'Titular',
      documents: [
        { id: asked.documentId, fileName: 'diploma ção.pdf', mime: 'application/pdf', size: TINY_PDF.length },
      ],
    });
    expect(Date.parse(mine.requestedAt)).not.toBeNaN();
    expect(body).toMatchObject({ page: 1, pageSize: 20 });
    // Only requests (status P), and only this association's.
    expect(body.items.every((r: { memberId: number }) => r.memberId !== other.memberId)).toBe(true);
    expect(body.total).toBe(body.items.length);
  });

  it('is for gestor only; bad pages are 400 with a pt-BR message', async () => {
    expect((await gestao(t, tokens.financeiro, 'GET', '/requests')).statusCode).toBe(403);
    expect((await gestao(t, null, 'GET', '/requests')).statusCode).toBe(401);
    const bad = await gestao(t, tokens.gestor, 'GET', '/requests?page=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/campo|inválid/);
  });
});

describe('GET /api/gestao/documents/:documentId', () => {
  it('streams the bytes inline with the mime type and nosniff, to the association staff only', async () => {
    const asked = await memberOf(t, PSI, { categoryId: psiTitular, status: 'P', withDocument: true });
    const res = await gestao(t, tokens.psi, 'GET', `/documents/${asked.documentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline; filename="diploma __o.pdf"/);
    expect(String(res.headers['content-disposition'])).toContain(
      "filename*=UTF-8''diploma%20%C3%A7%C3%A3o.pdf",
    );
    expect(res.rawPayload.equals(TINY_PDF)).toBe(true);

    // Another association's staff: it does not exist for them.
    const other = await gestao(t, tokens.gestor, 'GET', `/documents/${asked.documentId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ ok: false, message: 'Recurso não encontrado.' });
    expect((await gestao(t, tokens.financeiro, 'GET', `/documents/${asked.documentId}`)).statusCode).toBe(
      403,
    );
    expect((await gestao(t, null, 'GET', `/documents/${asked.documentId}`)).statusCode).toBe(401);
    const member = await t.login(DEMO.maria);
    expect((await gestao(t, member, 'GET', `/documents/${asked.documentId}`)).statusCode).toBe(401);
    expect((await gestao(t, tokens.psi, 'GET', '/documents/abc')).statusCode).toBe(400);
    expect((await gestao(t, tokens.psi, 'GET', '/documents/99999999')).statusCode).toBe(404);
  });

  it('is refused for a document sent to the association by someone without a membership there', async () => {
    const asked = await memberOf(t, PSI, { categoryId: psiTitular, status: 'P', withDocument: true });
    await t.database.db.delete(memberships).where(eq(memberships.id, asked.membershipId));
    expect((await gestao(t, tokens.psi, 'GET', `/documents/${asked.documentId}`)).statusCode).toBe(404);
  });
});

describe('POST /api/gestao/requests/:id/approve', () => {
  it('activates the membership from today and creates the first annuity of the category, audited', async () => {
    const asked = await memberOf(t, PSI, { categoryId: psiTitular, status: 'P' });
    const res = await gestao(t, tokens.psi, 'POST', `/requests/${asked.membershipId}/approve`);
    expect(res.statusCode).toBe(200);
    const annuityItemId = res.json().annuityItemId as number;
    expect(annuityItemId).toBeGreaterThan(0);

    const today = todayInSaoPaulo();
    const membership = await membershipOf(t, asked.memberId, PSI);
    expect(membership).toMatchObject({ status: 'A', categorySince: today });
    expect(membership!.decidedAt).toBeInstanceOf(Date);

    const items = await itemsOf(t, asked.memberId, PSI);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: annuityItemId,
      kind: 'annuity',
      description: `Anuidade ${firstAnnuityOn(today).year} - Titular`,
      amountCentavos: 30_000,
      // 1024839 has no early-payment price.
      promoCentavos: null,
      promoUntil: null,
      paidAt: null,
    });
    expect(todayInSaoPaulo(items[0]!.dueAt)).toBe(firstAnnuityDueDay(today));

    const audit = await auditOf(asked.membershipId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      associationId: PSI,
      action: 'request.approve',
      before: { status: 'P' },
      after: { status: 'A', annuityItemId },
    });
  });

  it('approving twice (even at once) creates one annuity', async () => {
    const asked = await memberOf(t, PSI, { categoryId: psiTitular, status: 'P' });
    const url = `/requests/${asked.membershipId}/approve`;
    const [a, b] = await Promise.all([
      gestao(t, tokens.psi, 'POST', url),
      gestao(t, tokens.psi, 'POST', url),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const again = await gestao(t, tokens.psi, 'POST', url);
    expect(again.json()).toEqual({ ok: true, annuityItemId: null });
    expect(await itemsOf(t, asked.memberId, PSI)).toHaveLength(1);
    expect(await auditOf(asked.membershipId)).toHaveLength(1);
  });

  it("gives 404 on another association's request and changes nothing; financeiro gets 403", async () => {
    const asked = await memberOf(t, OFTALMO, { status: 'P' });
    const url = `/requests/${asked.membershipId}/approve`;
    const res = await gestao(t, tokens.psi, 'POST', url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'Recurso não encontrado.' });
    expect((await gestao(t, tokens.financeiro, 'POST', url)).statusCode).toBe(403);
    expect((await membershipOf(t, asked.memberId, OFTALMO))!.status).toBe('P');
    expect(await itemsOf(t, asked.memberId, OFTALMO)).toHaveLength(0);
    expect(await itemsOf(t, asked.memberId, PSI)).toHaveLength(0);
    // A registrant only (R) is no request either.
    const known = await memberOf(t, PSI, { categoryId: psiTitular, status: 'R' });
    expect((await gestao(t, tokens.psi, 'POST', `/requests/${known.membershipId}/approve`)).statusCode).toBe(
      404,
    );
    expect((await gestao(t, tokens.psi, 'POST', '/requests/abc/approve')).statusCode).toBe(400);
  });

  it("uses the prices of the request's category at this association (428 Aspirante: R$ 624,00, R$ 530,40 until the due day)", async () => {
    const asked = await memberOf(t, OFTALMO, { status: 'P', categoryId: 501 });
    const res = await gestao(t, tokens.gestor, 'POST', `/requests/${asked.membershipId}/approve`);
    expect(res.statusCode).toBe(200);
    const dueDay = firstAnnuityDueDay(todayInSaoPaulo());
    expect(await itemsOf(t, asked.memberId, OFTALMO)).toMatchObject([
      { amountCentavos: 62_400, promoCentavos: 53_040, promoUntil: dueDay },
    ]);
  });

  it("puts the annuity on the member's Home: the pending total and the list", async () => {
    const pedro = await t.login(DEMO.pedro);
    const [row] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'novo@exemplo.com.br'));
    const total = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/fluxo/pendenciaTotal360dias',
          headers: t.auth(pedro),
        })
      ).json().TOTAL as number;
    const before = await total();
    const [request] = await t.database.db
      .insert(memberships)
      .values({ memberId: row!.id, associationId: PSI, categoryId: psiTitular, status: 'P' })
      .returning({ id: memberships.id });
    expect((await gestao(t, tokens.psi, 'POST', `/requests/${request!.id}/approve`)).statusCode).toBe(200);
    expect(await total()).toBeCloseTo(before + 300, 2);
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/fluxo/listarFluxos',
      headers: t.auth(pedro),
      // What Home asks for: the next 30 days (the annuity is due within them, or on 31 March).
      payload: {
        DATA_INICIAL: todayInSaoPaulo(),
        DATA_FINAL: firstAnnuityDueDay(todayInSaoPaulo()),
        SITUACAO: 'pendente',
      },
    });
    expect(JSON.stringify(listed.json())).toContain(
      `Anuidade ${firstAnnuityOn(todayInSaoPaulo()).year} - Titular`,
    );
    const associations = await t.app.inject({
      method: 'GET',
      url: '/api/emitente/listarAssociacoesEmitente',
      headers: t.auth(pedro),
    });
    expect(associations.json()).toContainEqual(
      expect.objectContaining({ ID_EMITENTE_ML: PSI, SITUACAO: 'A' }),
    );
  });
});

describe('POST /api/gestao/requests/:id/refuse', () => {
  it('needs a reason: 400 with a pt-BR message and nothing changed', async () => {
    const asked = await memberOf(t, PSI, { categoryId: psiTitular, status: 'P' });
    const url = `/requests/${asked.membershipId}/refuse`;
    for (const payload of [{}, { reason: '   ' }, { reason: 42 }]) {
      const res = await gestao(t, tokens.psi, 'POST', url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('O campo reason está ausente ou é inválido.');
    }
    expect((await membershipOf(t, asked.memberId, PSI))!.status).toBe('P');
    expect(await auditOf(asked.membershipId)).toHaveLength(0);
  });

  it('refuses with the reason, e-mails the member, audits; the member sees it in Minhas associações', async () => {
    const pedro = await t.login(DEMO.pedro);
    const [row] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'novo@exemplo.com.br'));
    const asked = await memberOf(t, PSI, { categoryId: psiTitular, status: 'P' });
    const reason = 'Documento ilegível; envie o diploma novamente.';
    const res = await gestao(t, tokens.psi, 'POST', `/requests/${asked.membershipId}/refuse`, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const membership = await membershipOf(t, asked.memberId, PSI);
    expect(membership).toMatchObject({ status: 'N', refusalReason: reason });
    expect(membership!.decidedAt).toBeInstanceOf(Date);
    expect(await itemsOf(t, asked.memberId, PSI)).toHaveLength(0);
    const [mail] = await inbox(t, asked.email);
    expect(mail?.assunto).toBe('Solicitação de associação a Associação Demo de Psicologia');
    expect(mail?.corpo).toContain(`Motivo: ${reason}`);
    expect(await auditOf(asked.membershipId)).toMatchObject([
      { action: 'request.refuse', before: { status: 'P' }, after: { status: 'N', refusalReason: reason } },
    ]);

    // Refused once: neither a second refusal nor an approval.
    const again = await gestao(t, tokens.psi, 'POST', `/requests/${asked.membershipId}/refuse`, { reason });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REQUESTS_MSG.alreadyRefused);
    const approve = await gestao(t, tokens.psi, 'POST', `/requests/${asked.membershipId}/approve`);
    expect(approve.statusCode).toBe(409);
    expect(await itemsOf(t, asked.memberId, PSI)).toHaveLength(0);

    // The member's side: Pedro's request at 428 is refused.
    await t.database.db
      .update(memberships)
      .set({ status: 'P' })
      .where(and(eq(memberships.memberId, row!.id), eq(memberships.associationId, OFTALMO)));
    const [mine] = await t.database.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.memberId, row!.id), eq(memberships.associationId, OFTALMO)));
    expect(
      (await gestao(t, tokens.gestor, 'POST', `/requests/${mine!.id}/refuse`, { reason: 'CRM não confere.' }))
        .statusCode,
    ).toBe(200);
    const associations = await t.app.inject({
      method: 'GET',
      url: '/api/emitente/listarAssociacoesEmitente',
      headers: t.auth(pedro),
    });
    expect(associations.statusCode).toBe(200);
    expect(associations.json()).toContainEqual(
      expect.objectContaining({ ID_EMITENTE_ML: OFTALMO, SITUACAO: 'N', MOTIVO_RECUSA: 'CRM não confere.' }),
    );
    // Other associations carry no reason.
    expect(associations.json()).toContainEqual(
      expect.not.objectContaining({ MOTIVO_RECUSA: expect.anything() }),
    );
  });

  it("gives 404 on another association's request, changes nothing and sends nothing; financeiro gets 403", async () => {
    const asked = await memberOf(t, OFTALMO, { status: 'P' });
    const url = `/requests/${asked.membershipId}/refuse`;
    const res = await gestao(t, tokens.psi, 'POST', url, { reason: 'Não.' });
    expect(res.statusCode).toBe(404);
    expect((await gestao(t, tokens.financeiro, 'POST', url, { reason: 'Não.' })).statusCode).toBe(403);
    expect((await membershipOf(t, asked.memberId, OFTALMO))!.status).toBe('P');
    expect(await inbox(t, asked.email)).toHaveLength(0);
    // The request list of 1024839 never shows it.
    const list = await gestao(t, tokens.psi, 'GET', '/requests');
    expect(list.json().items.some((r: { id: number }) => r.id === asked.membershipId)).toBe(false);
  });
});
