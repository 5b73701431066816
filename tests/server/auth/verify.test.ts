import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../server/db/schema';
import { craftToken } from '../support/craft-token';
import { createTestApp, DEMO, testConfig, type TestContext } from '../support/test-app';

let t: TestContext;
let mariaId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [maria] = await t.database.db.select().from(members).where(eq(members.email, DEMO.maria.usuario));
  mariaId = maria!.id;
});
afterAll(() => t.close());

const verify = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/auth/verify', headers });
const now = () => Math.floor(Date.now() / 1000);
const secret = testConfig().jwtSecret;

describe('GET /api/auth/verify', () => {
  it('accepts a valid token and returns a fresh token and the user', async () => {
    const token = await t.login(DEMO.maria);
    const res = await verify(t.auth(token));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.resultado).toBe(true);
    expect(body.token).toEqual(expect.any(String));
    expect(body.usuario).toMatchObject({
      nome: 'Maria Demo Silva',
      nomeApresentacao: 'Dra. Maria Demo',
      email: 'membro@exemplo.com.br',
      celular: '11987654321',
      cpfCnpj: '52998224725',
      associacoes: [
        {
          ID_EMITENTE_ML: 428,
          ID_EMITENTE_CATEGORIA: 601,
          CATEGORIA: 'Titular',
          DESCRICAO: 'Sociedade Demo de Oftalmologia',
        },
      ],
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash|pin/i);
  });

  it('refuses a missing token with 401', async () => {
    const res = await verify();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ resultado: false, msg: expect.stringMatching(/sessão/i) });
  });

  it('refuses an expired token', async () => {
    const token = craftToken({ sub: String(mariaId), ver: 0, iat: now() - 7200, exp: now() - 3600 }, secret);
    expect((await verify(t.auth(token))).statusCode).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const token = craftToken(
      { sub: String(mariaId), ver: 0, iat: now(), exp: now() + 3600 },
      'not-the-secret',
    );
    expect((await verify(t.auth(token))).statusCode).toBe(401);
  });

  it('refuses an unsigned alg:none token', async () => {
    const token = craftToken({ sub: String(mariaId), ver: 0, iat: now(), exp: now() + 3600 }, null, {
      alg: 'none',
      typ: 'JWT',
    });
    expect((await verify(t.auth(token))).statusCode).toBe(401);
  });

  it('refuses garbage in the Authorization header', async () => {
    for (const authorization of [
      'Bearer',
      'Bearer abc.def.ghi',
      'Basic Zm9vOmJhcg==',
      'Bearer ' + 'x'.repeat(5000),
    ]) {
      expect((await verify({ authorization })).statusCode).toBe(401);
    }
  });

  it('stops accepting older tokens after logout', async () => {
    const token = await t.login(DEMO.maria);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: t.auth(token) });
    expect(out.json()).toEqual({ resultado: true });
    expect((await verify(t.auth(token))).statusCode).toBe(401);
    const again = await t.login(DEMO.maria);
    expect((await verify(t.auth(again))).statusCode).toBe(200);
  });
});

describe('GET /api/emitente/obterLogado', () => {
  it('returns the logged-in member', async () => {
    const token = await t.login(DEMO.pedro);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/emitente/obterLogado',
      headers: t.auth(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().usuario).toMatchObject({ nome: 'Pedro Demo Costa', nomeApresentacao: null });
    expect(res.json().usuario.associacoes[0]).toMatchObject({ ID_EMITENTE_ML: 428, CATEGORIA: 'Aspirante' });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/emitente/obterLogado' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/auth/logomarcaCliente/:id', () => {
  it.each([428, 1024839])('serves the logo of association %i as an image', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/logomarcaCliente/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    expect(res.body).toContain('<svg');
  });

  it('answers 404 JSON for an unknown association and 400 for a non-numeric id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logomarcaCliente/999' })).statusCode).toBe(
      404,
    );
    const bad = await t.app.inject({ method: 'GET', url: '/api/auth/logomarcaCliente/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().resultado).toBe(false);
  });
});
