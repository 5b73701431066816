import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptSources } from '../../server/plugins/inline-scripts';
import { createTestApp, type TestContext } from './support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('secure headers', () => {
  it('sends a CSP without inline scripts, no framing and the usual hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends them on API answers and errors too, and lets Swagger UI send its own CSP', async () => {
    for (const url of ['/api/health', '/api/nao-existe']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const docsCsp = String(docs.headers['content-security-policy']);
    expect(docsCsp).toContain("script-src-attr 'none'");
    expect(docsCsp).not.toContain('unsafe-inline');
  });

  it('allows the captcha hosts only when a site key is configured', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(String(plain.headers['content-security-policy'])).not.toContain('google');

    const withCaptcha = await createTestApp({ recaptchaSiteKey: 'site-key', recaptchaSecret: 'secret' });
    try {
      const res = await withCaptcha.app.inject({ method: 'GET', url: '/api/nao-existe' });
      expect(String(res.headers['content-security-policy'])).toContain('https://www.google.com/recaptcha/');
    } finally {
      await withCaptcha.close();
    }
  });

  it("allows the built page's boot script by its hash, and no other inline code", async () => {
    const boot = 'console.log("boot")';
    const dir = mkdtempSync(join(tmpdir(), 'quita-spa-'));
    writeFileSync(
      join(dir, 'index.html'),
      `<html><body><script type="application/json" id="boot-config">{}</script><script>${boot}</script></body></html>`,
    );
    const withSpa = await createTestApp({ staticDir: dir });
    try {
      const res = await withSpa.app.inject({ method: 'GET', url: '/produto/congresso-2027' });
      expect(res.statusCode).toBe(200);
      const hash = createHash('sha256').update(boot).digest('base64');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`));
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    } finally {
      await withSpa.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('inlineScriptSources', () => {
  it('hashes inline scripts only, not data blocks or scripts with a source', () => {
    const html =
      '<script src="/a.js"></script><script type="application/json">{}</script><script>x()</script>';
    const hash = createHash('sha256').update('x()').digest('base64');
    expect(inlineScriptSources(html)).toEqual([`'sha256-${hash}'`]);
    expect(inlineScriptSources('<p>no scripts</p>')).toEqual([]);
  });
});
