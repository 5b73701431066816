/** The token the sandbox accepts in place of a solved captcha (when no reCAPTCHA site key is set). */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox-captcha-ok';
