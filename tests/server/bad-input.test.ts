import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('bad input gets a pt-BR 4xx, never a 500', () => {
  it('malformed JSON → 400', async () => {
    const res = await post('/api/auth/login', '{"usuario": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ resultado: false, msg: 'O corpo da requisição não é um JSON válido.' });
  });

  it('empty body → 400', async () => {
    const res = await post('/api/auth/login', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().resultado).toBe(false);
  });

  it('wrong types → 400 naming the field', async () => {
    const res = await post('/api/auth/login', JSON.stringify({ usuario: 123, senha: ['x'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ resultado: false, msg: 'O campo usuario está ausente ou é inválido.' });
  });

  it('missing fields → 400', async () => {
    const res = await post('/api/auth/login', JSON.stringify({ usuario: 'a@b.c' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('O campo senha está ausente ou é inválido.');
  });

  it('an array or a scalar instead of an object → 400', async () => {
    for (const body of ['[]', '"texto"', '42', 'null']) {
      const res = await post('/api/auth/login', body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().resultado).toBe(false);
    }
  });

  it('oversized body → 400', async () => {
    const res = await post(
      '/api/auth/login',
      JSON.stringify({ usuario: 'x'.repeat(2 * 1024 * 1024), senha: 'y' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ resultado: false, msg: 'A requisição excede o tamanho máximo permitido.' });
  });

  it('unsupported content type → 4xx JSON', async () => {
    const res = await post('/api/auth/login', 'usuario=a', 'text/plain');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().resultado).toBe(false);
  });

  it('unknown API route → 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nao/existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ resultado: false, msg: 'Recurso não encontrado.' });
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/verify', '/api/emitente/obterLogado']),
    );
    expect(
      doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('usuario');
  });
});
