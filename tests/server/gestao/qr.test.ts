import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associations } from '../../../server/db/schema';
import { readAssociationQr, verifyAssociationQr } from '../../../server/associations/association-qr';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { gestao } from './support';
import { psiTitularId } from './psi-titular';
import { staffTokens, type StaffTokens } from './staff-tokens';

let t: TestContext;
let tokens: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

const secretOf = async (id: number) =>
  (
    await t.database.db.select({ s: associations.qrSecret }).from(associations).where(eq(associations.id, id))
  )[0]!.s;

const PNG_SIGNATURE = '89504e470d0a1a0a';

describe('QR de associação', () => {
  it('signs a code for the category, with its PNG, which a member’s scan accepts (the E2E reads the PNG back)', async () => {
    const titular = await psiTitularId(t);
    const res = await gestao(t, tokens.psi, 'GET', `/qr/${titular}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      associationName: 'Associação Demo de Psicologia',
      categoryId: titular,
      categoryName: 'Titular',
    });
    const read = readAssociationQr(body.code);
    expect(read.ok && read.value).toMatchObject({ emitente: 1024839, categoria: titular });
    expect(read.ok && verifyAssociationQr(await secretOf(1024839), read.value)).toBe(true);
    const png = Buffer.from(body.pngDataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);

    // Pedro (a member of 428 only) scans it in the app.
    const pedro = await t.login(DEMO.pedro);
    const scan = await t.app.inject({
      method: 'POST',
      url: '/api/emitente/associarEmitente',
      headers: t.auth(pedro),
      payload: { QRCODE: body.code },
    });
    expect(scan.json()).toMatchObject({ resultado: true });
  });

  it('makes a printable PDF poster, streamed with its file name', async () => {
    const res = await gestao(t, tokens.gestor, 'GET', '/qr/2701/poster.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="qr-associacao-428-2701.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(2_000);
  });

  it('ownership and input: another association’s category is 404, a bad id 400, financeiro 403', async () => {
    for (const url of ['/qr/2701', '/qr/2701/poster.pdf']) {
      const res = await gestao(t, tokens.psi, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ ok: false, message: 'Recurso não encontrado.' });
      expect((await gestao(t, tokens.financeiro, 'GET', url)).statusCode).toBe(403);
    }
    const bad = await gestao(t, tokens.gestor, 'GET', '/qr/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ok).toBe(false);
  });
});
