import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app';

let t: TestContext;
const dist = mkdtempSync(join(tmpdir(), 'quita-spa-'));
const script = 'console.log("quita");'.repeat(100);

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Quita</title>');
  writeFileSync(join(dist, 'assets/app-abc123.js'), script);
  writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  t = await createTestApp({ staticDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built SPA', () => {
  it('sends the precompressed asset to a browser that accepts brotli, cached for a year', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length);
  });

  it('sends the plain asset to a client that accepts no encoding', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('answers client routes with index.html, never cached, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: '/produto/congresso-2027' });
      expect(res.statusCode, method).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps unknown API routes as JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json().resultado).toBe(false);
  });
});

/** What the sandbox app routes under /api/sandbox, full paths one a line. */
const sandboxApiRoutes = (app: TestContext['app']) =>
  app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .filter((line) => line.includes('/api/sandbox'));

describe('the sandbox pages and calls, with and without SANDBOX', () => {
  let production: TestContext;
  beforeAll(async () => {
    production = await createTestApp({ staticDir: dist, sandbox: false });
  });
  afterAll(() => production.close());

  it('serves the sandbox pages in the sandbox, and answers them 404 in production (still the app)', async () => {
    for (const url of ['/sandbox', '/sandbox/mensagens', '/sandbox/maquinas/checkout?estado=pix']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
      const res = await production.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await production.app.inject({ url: '/sandboxes' })).statusCode).toBe(200);
    expect((await production.app.inject({ url: '/login' })).statusCode).toBe(200);
  });

  it('registers no /api/sandbox route in production: each answers 404', async () => {
    expect(sandboxApiRoutes(t.app).length).toBeGreaterThan(5);
    expect(sandboxApiRoutes(production.app)).toEqual([]);
    for (const [method, url] of [
      ['GET', '/api/sandbox/mensagens?para=membro@exemplo.com.br'],
      ['GET', '/api/sandbox/maquinas'],
      ['GET', '/api/sandbox/qr-associacao/428'],
      ['GET', '/api/sandbox/debito-automatico/banco'],
      ['POST', '/api/sandbox/jobs/lembretes'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${url} (sandbox)`).not.toBe(404);
      expect((await production.app.inject({ method, url })).statusCode, url).toBe(404);
    }
    const pay = { method: 'POST', url: '/api/sandbox/pix/:ID_ZOOP_TRANSACAO/pagar' } as const;
    expect(t.app.hasRoute(pay)).toBe(true);
    expect(production.app.hasRoute(pay)).toBe(false);
  });
});

describe('/gestao/cadastro with ASSOCIATION_SIGNUP=closed', () => {
  let closed: TestContext;
  beforeAll(async () => {
    closed = await createTestApp({ staticDir: dist, associationSignup: 'closed' });
  });
  afterAll(() => closed.close());

  it('answers the page 404 (still the app), and only that page', async () => {
    expect((await t.app.inject({ url: '/gestao/cadastro' })).statusCode).toBe(200);
    const page = await closed.app.inject({ url: '/gestao/cadastro' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect((await closed.app.inject({ url: '/gestao/login' })).statusCode).toBe(200);
    expect((await closed.app.inject({ url: '/gestao/cadastros' })).statusCode).toBe(200);
  });
});
