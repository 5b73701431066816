import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
