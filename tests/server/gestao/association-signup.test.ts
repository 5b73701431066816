import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSOCIATION_MSG } from '../../../domain/association-messages';
import { COMMON_MSG } from '../../../domain/messages';
import { auditLog, associationCategories, associations, staff } from '../../../server/db/schema';
import { CODE_INVALID } from '../../../server/codes/verification-codes';
import { createTestApp, type TestContext } from '../support/test-app';
import { FREE_CNPJS, lastCodeTo, signUpBody, signUpCall, signedUpAssociation } from './association-support';
import { gestao } from './support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Cadastrar associação (/api/gestao/cadastro)', () => {
  it('creates nothing until the e-mailed code comes back, then the association and its gestor, signed in', async () => {
    const email = 'ana@sociedade-teste.org.br';
    const started = await signUpCall(t, 'POST', '', signUpBody(FREE_CNPJS[0], email));
    expect(started.statusCode).toBe(201);
    const { signupId, sentTo } = started.json() as { signupId: string; sentTo: string };
    expect(sentTo).toMatch(/^Enviamos um código de 6 dígitos para a.*@sociedade-teste\.org\.br\.$/);
    expect(
      await t.database.db.select().from(associations).where(eq(associations.cnpj, '12345678000195')),
    ).toEqual([]);

    const code = await lastCodeTo(t, email);
    const wrong = await signUpCall(t, 'POST', `/${signupId}/confirmacao`, {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ ok: false, message: CODE_INVALID });

    const done = await signUpCall(t, 'POST', `/${signupId}/confirmacao`, { code });
    expect(done.statusCode).toBe(200);
    const { token, staff: gestor } = done.json();
    expect(gestor).toMatchObject({
      role: 'gestor',
      email,
      name: 'Ana Gestora',
      associationName: 'Sociedade de Teste',
    });
    expect(gestor.associationId).toBeGreaterThanOrEqual(2_000_000);

    const me = await gestao(t, token, 'GET', '/me');
    expect(me.json().staff).toMatchObject({ associationId: gestor.associationId, role: 'gestor' });
    expect((await gestao(t, token, 'GET', '/dashboard')).statusCode).toBe(200);

    const [row] = await t.database.db
      .select()
      .from(associations)
      .where(eq(associations.id, gestor.associationId));
    expect(row).toMatchObject({
      name: 'Sociedade de Teste',
      legalName: 'Sociedade Brasileira de Teste Ltda.',
      cnpj: '12345678000195',
      city: 'Belo Horizonte',
      uf: 'MG',
      lateFineBps: 200,
      monthlyInterestBps: 100,
      classCouncil: 'CRM',
    });
    expect(row!.qrSecret).toMatch(/^[0-9a-f]{32}$/);
    const categories = await t.database.db
      .select()
      .from(associationCategories)
      .where(eq(associationCategories.associationId, gestor.associationId));
    expect(categories).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.associationId, gestor.associationId))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ action: 'issuer.created', staffId: gestor.id });

    // The code is used up with the sign-up.
    const again = await signUpCall(t, 'POST', `/${signupId}/confirmacao`, { code: '123456' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ASSOCIATION_MSG.signupUnknown);
  });

  it('gives each new association its own id from the database, above the demo’s', async () => {
    const a = await signedUpAssociation(t, FREE_CNPJS[1], 'a@assoc-ids.org.br');
    const b = await signedUpAssociation(t, FREE_CNPJS[2], 'b@assoc-ids.org.br');
    expect(b.staff.associationId).toBeGreaterThan(a.staff.associationId);
    expect(a.staff.associationId).toBeGreaterThan(1_024_839);
  });

  it('accepts an alphanumeric CNPJ', async () => {
    const done = await signedUpAssociation(t, FREE_CNPJS[3], 'alfa@assoc-alfa.org.br');
    const [row] = await t.database.db
      .select()
      .from(associations)
      .where(eq(associations.id, done.staff.associationId));
    expect(row!.cnpj).toBe('12ABC345000188');
  });

  it('refuses a CNPJ already on Quita, before and after the code', async () => {
    const demo = await signUpCall(t, 'POST', '', signUpBody('11.222.333/0001-81', 'outra@assoc.org.br'));
    expect(demo.statusCode).toBe(409);
    expect(demo.json()).toEqual({ ok: false, message: 'Este CNPJ já está cadastrado.' });

    // Two sign-ups of one CNPJ race: the first code wins, the second is refused.
    const first = await signUpCall(t, 'POST', '', signUpBody(FREE_CNPJS[4], 'um@corrida.org.br'));
    const second = await signUpCall(t, 'POST', '', signUpBody(FREE_CNPJS[4], 'dois@corrida.org.br'));
    const confirm = async (res: typeof first, email: string) =>
      signUpCall(t, 'POST', `/${res.json().signupId}/confirmacao`, { code: await lastCodeTo(t, email) });
    expect((await confirm(first, 'um@corrida.org.br')).statusCode).toBe(200);
    const late = await confirm(second, 'dois@corrida.org.br');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ASSOCIATION_MSG.cnpjTaken);
  });

  it('refuses an e-mail some staff member already signs in with', async () => {
    const res = await signUpCall(t, 'POST', '', signUpBody(FREE_CNPJS[5], 'gestor@exemplo.com.br'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ASSOCIATION_MSG.emailTaken);
  });

  it.each([
    [{ cnpj: '12.345.678/0001-00' }, ASSOCIATION_MSG.cnpjInvalid],
    [{ legalName: '  ' }, ASSOCIATION_MSG.legalNameEmpty],
    [{ displayName: '' }, ASSOCIATION_MSG.displayNameEmpty],
    [{ city: '' }, ASSOCIATION_MSG.cityEmpty],
    [{ uf: 'XX' }, ASSOCIATION_MSG.ufInvalid],
    [{ name: '' }, ASSOCIATION_MSG.personNameEmpty],
    [{ email: 'sem-arroba' }, ASSOCIATION_MSG.emailInvalid],
    [{ password: 'fraca' }, COMMON_MSG.passwordWeak],
    [{ captcha: '' }, COMMON_MSG.captchaRequired],
  ])('refuses %o in pt-BR', async (change, message) => {
    const res = await signUpCall(t, 'POST', '', signUpBody(FREE_CNPJS[6], 'ruim@assoc.org.br', change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message });
  });

  it('answers malformed calls with 400, never 500', async () => {
    for (const [url, payload] of [
      ['', { cnpj: 1 }],
      ['', {}],
      ['/nao-e-uuid/confirmacao', { code: '123456' }],
      ['/00000000-0000-4000-8000-000000000000/confirmacao', {}],
    ] as const) {
      const res = await signUpCall(t, 'POST', url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().ok).toBe(false);
    }
    const unknown = await signUpCall(t, 'POST', '/00000000-0000-4000-8000-000000000000/codigo');
    expect(unknown.statusCode).toBe(404);
  });

  it('sends another code only after 60 s', async () => {
    const started = await signUpCall(t, 'POST', '', signUpBody(FREE_CNPJS[6], 'espera@assoc.org.br'));
    const res = await signUpCall(t, 'POST', `/${started.json().signupId}/codigo`);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Aguarde \d+ segundos para solicitar um novo código\.$/);
  });

  it('is rate-limited per address like the member sign-up', async () => {
    const ip = '10.250.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await signUpCall(t, 'POST', '', signUpBody('1', 'x@y.z'), ip)).statusCode);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(codes[10]).toBe(429);
  });

  it('keeps the new gestor inside the new association', async () => {
    const rows = await t.database.db
      .select({ associationId: staff.associationId })
      .from(staff)
      .where(and(eq(staff.email, 'ana@sociedade-teste.org.br')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.associationId).not.toBe(428);
  });
});

describe('ASSOCIATION_SIGNUP=closed', () => {
  let closed: TestContext;
  beforeAll(async () => {
    closed = await createTestApp({ associationSignup: 'closed' });
  });
  afterAll(() => closed.close());

  it('answers 404 on every sign-up call', async () => {
    expect((await signUpCall(closed, 'GET', '')).statusCode).toBe(404);
    const res = await signUpCall(closed, 'POST', '', signUpBody(FREE_CNPJS[0], 'fechado@assoc.org.br'));
    expect(res.statusCode).toBe(404);
    expect(res.json().ok).toBe(false);
    const confirm = await signUpCall(closed, 'POST', '/00000000-0000-4000-8000-000000000000/confirmacao', {
      code: '123456',
    });
    expect(confirm.statusCode).toBe(404);
  });

  it('is open by default', async () => {
    expect((await signUpCall(t, 'GET', '')).json()).toEqual({ open: true });
  });
});
