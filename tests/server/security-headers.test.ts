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
