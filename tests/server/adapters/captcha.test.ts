import { describe, expect, it, vi } from 'vitest';
import {
  captchaVerifierFrom,
  RECAPTCHA_VERIFY_URL,
  recaptchaVerifier,
  sandboxCaptcha,
} from '../../../server/adapters/captcha';
import { SANDBOX_CAPTCHA_TOKEN } from '../../../domain/captcha';
import { testConfig } from '../support/test-app';

const asFetch = (f: unknown) => f as typeof fetch;
const answer = (body: unknown, status = 200) =>
  vi.fn(
    async (_url: URL | RequestInfo, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );

describe('sandbox captcha', () => {
  it('accepts only the sandbox token, and only in the sandbox', async () => {
    expect(await sandboxCaptcha(true).verify(SANDBOX_CAPTCHA_TOKEN)).toBe(true);
    expect(await sandboxCaptcha(true).verify('outro')).toBe(false);
    expect(await sandboxCaptcha(false).verify(SANDBOX_CAPTCHA_TOKEN)).toBe(false);
  });
});

describe('reCAPTCHA verifier', () => {
  it("posts the secret, the token and the client's address to siteverify", async () => {
    const fake = answer({ success: true });
    expect(
      await recaptchaVerifier({ secret: 's3cr3t', fetch: asFetch(fake) }).verify('tok', '203.0.113.9'),
    ).toBe(true);
    const [url, init] = fake.mock.calls[0]!;
    expect(url).toBe(RECAPTCHA_VERIFY_URL);
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe('secret=s3cr3t&response=tok&remoteip=203.0.113.9');
  });

  it('refuses when Google says no, errs, answers oddly or times out', async () => {
    const hanging = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    for (const fake of [answer({ success: false }), answer({}, 500), answer('x'), hanging]) {
      expect(
        await recaptchaVerifier({ secret: 's', timeoutMs: 20, fetch: asFetch(fake) }).verify('tok'),
      ).toBe(false);
    }
  });
});

describe('captchaVerifierFrom', () => {
  it('uses Google when a secret is configured, else the sandbox', async () => {
    const fake = answer({ success: true });
    expect(
      await captchaVerifierFrom(testConfig({ recaptchaSecret: 'x' }), asFetch(fake)).verify(
        SANDBOX_CAPTCHA_TOKEN,
      ),
    ).toBe(true);
    expect(fake).toHaveBeenCalledOnce();
    expect(await captchaVerifierFrom(testConfig({ sandbox: false })).verify(SANDBOX_CAPTCHA_TOKEN)).toBe(
      false,
    );
    expect(await captchaVerifierFrom(testConfig()).verify(SANDBOX_CAPTCHA_TOKEN)).toBe(true);
  });
});
