import { z } from 'zod';
import { SANDBOX_CAPTCHA_TOKEN } from '../../domain/captcha';
import type { Config } from '../config';

export interface CaptchaVerifier {
  verify(token: string, remoteIp?: string): Promise<boolean>;
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Outside the sandbox, with no secret configured, nothing passes: a missing key must not open the door. */
export const sandboxCaptcha = (sandbox: boolean): CaptchaVerifier => ({
  verify: async (token) => sandbox && token === SANDBOX_CAPTCHA_TOKEN,
});

const SiteVerifyAnswer = z.object({ success: z.boolean() });

export interface RecaptchaOptions {
  secret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Google's siteverify; a timeout or an error counts as not verified. */
export function recaptchaVerifier({ secret, timeoutMs = 5_000, fetch: post = fetch }: RecaptchaOptions) {
  return {
    async verify(token: string, remoteIp?: string): Promise<boolean> {
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const res = await post(RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) return false;
        const parsed = SiteVerifyAnswer.safeParse(await res.json());
        return parsed.success && parsed.data.success;
      } catch {
        return false;
      }
    },
  } satisfies CaptchaVerifier;
}

export function captchaVerifierFrom(config: Config, fetchImpl?: typeof fetch): CaptchaVerifier {
  return config.recaptchaSecret
    ? recaptchaVerifier({ secret: config.recaptchaSecret, fetch: fetchImpl })
    : sandboxCaptcha(config.sandbox);
}
