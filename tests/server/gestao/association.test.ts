import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSOCIATION_MSG } from '../../../domain/association-messages';
import { auditLog, associations } from '../../../server/db/schema';
import { solidPng } from '../../e2e/support/png';
import { nextIp } from '../support/registration';
import { createTestApp, type TestContext } from '../support/test-app';
import { FREE_CNPJS, signedUpAssociation } from './association-support';
import { staffTokens, type StaffTokens } from './staff-tokens';
import { gestao } from './support';

let t: TestContext;
let tokens: StaffTokens;
let fresh: { token: string; associationId: number };
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
  const done = await signedUpAssociation(t, FREE_CNPJS[0], 'dados@assoc-nova.org.br');
  fresh = { token: done.token, associationId: done.staff.associationId };
});
afterAll(() => t.close());

const update = (overrides: object = {}) => ({
  legalName: 'Sociedade Demo de Oftalmologia Ltda.',
  displayName: 'Sociedade Demo de Oftalmologia',
  city: 'São Paulo',
  uf: 'SP',
  contactEmail: 'secretaria@sdo.org.br',
  contactPhone: '(11) 3333-4444',
  primaryColor: '#0B5FA5',
  ...overrides,
});

const logo = (bytes: Buffer | string, fileName = 'logo.png') => ({
  fileName,
  contentBase64: Buffer.from(bytes).toString('base64'),
});

const publicLogo = (associationId: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/auth/logomarcaCliente/${associationId}`,
    remoteAddress: nextIp(),
  });

const associationRow = async (id: number) =>
  (await t.database.db.select().from(associations).where(eq(associations.id, id)))[0]!;

describe('Dados da associação (/api/gestao/associacao)', () => {
  it('reads the caller’s own association, whichever it is', async () => {
    const own = await gestao(t, tokens.gestor, 'GET', '/associacao');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: 428,
      cnpj: '11222333000181',
      displayName: 'Sociedade Demo de Oftalmologia',
    });
    expect(own.json().logoUrl).toMatch(/^\/api\/auth\/logomarcaCliente\/428/);
    expect((await gestao(t, tokens.psi, 'GET', '/associacao')).json().id).toBe(1_024_839);
    const created = await gestao(t, fresh.token, 'GET', '/associacao');
    expect(created.json()).toMatchObject({ id: fresh.associationId, cnpj: '12345678000195', logoUrl: null });
  });

  it('is the gestor’s: financeiro reads the brand only and changes nothing', async () => {
    expect((await gestao(t, tokens.financeiro, 'GET', '/associacao')).statusCode).toBe(403);
    expect((await gestao(t, tokens.financeiro, 'PUT', '/associacao', update())).statusCode).toBe(403);
    const png = logo(solidPng(4, 4, [200, 0, 0]));
    expect((await gestao(t, tokens.financeiro, 'PUT', '/associacao/logo', png)).statusCode).toBe(403);
    const brand = await gestao(t, tokens.financeiro, 'GET', '/associacao/marca');
    expect(brand.statusCode).toBe(200);
    expect(brand.json()).toMatchObject({ displayName: 'Sociedade Demo de Oftalmologia' });
    expect((await gestao(t, null, 'GET', '/associacao/marca')).statusCode).toBe(401);
  });

  it('saves and audits the data; another association’s gestor never touches it', async () => {
    const before = await associationRow(428);
    const other = await gestao(t, tokens.psi, 'PUT', '/associacao', {
      ...update({ displayName: 'Associação Demo de Psicologia', primaryColor: '' }),
      id: 428,
      associationId: 428,
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().id).toBe(1_024_839);
    expect((await associationRow(428)).name).toBe(before.name);
    expect((await associationRow(428)).contactEmail).toBe(before.contactEmail);

    const res = await gestao(t, tokens.gestor, 'PUT', '/associacao', update());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 428,
      legalName: 'Sociedade Demo de Oftalmologia Ltda.',
      contactPhone: '1133334444',
      primaryColor: '#0b5fa5',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.associationId, 428))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'issuer.updated', entity: 'issuer', entityId: '428' });
    expect(audit!.after).toMatchObject({ primaryColor: '#0b5fa5', contactEmail: 'secretaria@sdo.org.br' });
  });

  it.each([
    [{ primaryColor: '#ffff00' }, ASSOCIATION_MSG.colorContrast],
    [{ primaryColor: '#777777' }, ASSOCIATION_MSG.colorContrast],
    [{ primaryColor: 'azul' }, ASSOCIATION_MSG.colorInvalid],
    [{ cnpj: '98.765.432/0001-98' }, ASSOCIATION_MSG.cnpjLocked],
    [{ contactEmail: 'secretaria' }, ASSOCIATION_MSG.contactEmailInvalid],
    [{ contactPhone: '3333' }, ASSOCIATION_MSG.contactPhoneInvalid],
    [{ uf: 'ZZ' }, ASSOCIATION_MSG.ufInvalid],
    [{ displayName: ' ' }, ASSOCIATION_MSG.displayNameEmpty],
  ])('refuses %o in pt-BR', async (change, message) => {
    const res = await gestao(t, tokens.gestor, 'PUT', '/associacao', update(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message });
  });

  it.each([
    [{ pointsGoal: '0', pointsYears: '5' }, ASSOCIATION_MSG.pointsGoalInvalid],
    [{ pointsGoal: '100', pointsYears: '' }, ASSOCIATION_MSG.pointsYearsInvalid],
    [
      { pointsGoal: '100', pointsYears: '5', pointsMaxPerYear: '120' },
      ASSOCIATION_MSG.pointsMaxPerYearInvalid,
    ],
  ])('refuses the points goal %o in pt-BR', async (change, message) => {
    const res = await gestao(t, tokens.gestor, 'PUT', '/associacao', update(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message });
  });

  it('keeps the goal of Pontos de atualização: saved, left as it is when not sent, and cleared when blank', async () => {
    expect((await gestao(t, tokens.gestor, 'GET', '/associacao')).json()).toMatchObject({
      pointsGoal: 100,
      pointsYears: 5,
      pointsMaxPerYear: 40,
    });
    const saved = await gestao(
      t,
      tokens.gestor,
      'PUT',
      '/associacao',
      update({ pointsGoal: '120', pointsYears: '4', pointsMaxPerYear: '' }),
    );
    expect(saved.json()).toMatchObject({ pointsGoal: 120, pointsYears: 4, pointsMaxPerYear: null });
    const untouched = await gestao(t, tokens.gestor, 'PUT', '/associacao', update());
    expect(untouched.json()).toMatchObject({ pointsGoal: 120, pointsYears: 4 });
    const cleared = await gestao(
      t,
      tokens.gestor,
      'PUT',
      '/associacao',
      update({ pointsGoal: '', pointsYears: '', pointsMaxPerYear: '' }),
    );
    expect(cleared.json()).toMatchObject({ pointsGoal: null, pointsYears: null, pointsMaxPerYear: null });
    await gestao(
      t,
      tokens.gestor,
      'PUT',
      '/associacao',
      update({ pointsGoal: '100', pointsYears: '5', pointsMaxPerYear: '40' }),
    );
  });

  it('answers malformed bodies with 400, never 500', async () => {
    for (const [url, body] of [
      ['/associacao', {}],
      ['/associacao', { ...update(), primaryColor: 7 }],
      ['/associacao/logo', {}],
      ['/associacao/logo', { fileName: 'x.png', contentBase64: '' }],
    ] as const) {
      const res = await gestao(t, tokens.gestor, 'PUT', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().ok).toBe(false);
    }
  });

  it('takes a PNG logo and serves it at once at the association’s public logo address', async () => {
    const png = solidPng(8, 8, [11, 95, 165]);
    const res = await gestao(t, fresh.token, 'PUT', '/associacao/logo', logo(png));
    expect(res.statusCode).toBe(200);
    expect(res.json().logoUrl).toMatch(
      new RegExp(`^/api/auth/logomarcaCliente/${fresh.associationId}\\?v=\\d+$`),
    );
    const served = await publicLogo(fresh.associationId);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.associationId, fresh.associationId))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'issuer.logo_changed' });
    // Nobody else's logo moved.
    expect((await associationRow(428)).logoMime).toBe('image/svg+xml');
  });

  it('reads the type from the bytes and sanitizes an SVG', async () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 10 10">' +
      '<script>alert(2)</script><a href="javascript:alert(3)"><circle cx="5" cy="5" r="4" fill="#0b5fa5"/></a>' +
      '<foreignObject><div>x</div></foreignObject></svg>';
    const res = await gestao(t, fresh.token, 'PUT', '/associacao/logo', logo(svg, 'logo.png'));
    expect(res.statusCode).toBe(200);
    const served = await publicLogo(fresh.associationId);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toContain('<svg');
    expect(served.body).not.toMatch(/script|onload|javascript|foreignObject|<a/i);
  });

  it.each([
    ['a text file named .png', logo('not an image at all', 'logo.png'), ASSOCIATION_MSG.logoType],
    ['a PDF', logo('%PDF-1.4\n%%EOF', 'logo.svg'), ASSOCIATION_MSG.logoType],
    ['a GIF', logo('GIF89a\x01\x00\x01\x00', 'logo.gif'), ASSOCIATION_MSG.logoType],
    [
      'more than 1 MB',
      logo(Buffer.concat([solidPng(1, 1, [0, 0, 0]), Buffer.alloc(1024 * 1024)])),
      ASSOCIATION_MSG.logoTooLarge,
    ],
  ])('refuses %s', async (_, body, message) => {
    const res = await gestao(t, fresh.token, 'PUT', '/associacao/logo', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message });
  });

  it('serves the demo associations’ seeded logos and any association’s, 404 without one', async () => {
    expect((await publicLogo(428)).statusCode).toBe(200);
    expect((await publicLogo(1_024_839)).statusCode).toBe(200);
    const none = await signedUpAssociation(t, FREE_CNPJS[1], 'semlogo@assoc-nova.org.br');
    expect((await publicLogo(none.staff.associationId)).statusCode).toBe(404);
  });
});
