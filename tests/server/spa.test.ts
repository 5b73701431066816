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
