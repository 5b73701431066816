import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAssociationQr } from '../../server/associations/association-qr';
import { createTestApp, DEMO, type TestContext } from './support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const qrOf = (id: string | number) =>
  t.app.inject({ method: 'GET', url: `/api/sandbox/qr-associacao/${id}` });

describe('GET /api/sandbox/qr-associacao/:ID_EMITENTE_ML', () => {
  it("signs an association's association code that associarEmitente accepts", async () => {
    const res = await qrOf(1024839);
    expect(res.statusCode).toBe(200);
    const { QRCODE } = res.json() as { QRCODE: string };
    const read = readAssociationQr(QRCODE);
    expect(read).toMatchObject({
      ok: true,
      value: { tipo: 'associacao', emitente: 1024839, categoria: null },
    });
    // The join link a phone's camera opens, as Gestão prints it (issue #38 item 7): no JSON.
    expect(QRCODE).toMatch(/^http:\/\/localhost:\d+\/associese\/1024839\?emitido=\d+&assinatura=/);

    const maria = await t.login(DEMO.maria);
    const scanned = await t.app.inject({
      method: 'POST',
      url: '/api/emitente/associarEmitente',
      headers: t.auth(maria),
      payload: { QRCODE },
    });
    expect(scanned.json()).toEqual({
      resultado: true,
      msg: 'Solicitação de associação enviada para Associação Demo de Psicologia.',
    });
  });

  it('answers 404 for an unknown association and 400 for an id that is not one', async () => {
    expect((await qrOf(999999)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '99999999999']) expect((await qrOf(id)).statusCode, id).toBe(400);
  });

  it('is not served outside the sandbox', async () => {
    const other = await createTestApp({ sandbox: false });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/sandbox/qr-associacao/428' });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
