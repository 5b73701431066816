import { randomBytes } from 'node:crypto';

type Json = Record<string, unknown>;

/** A Graph API error as Meta writes it. */
export const graphError = (message: string, code: number, type = 'OAuthException', extra: Json = {}) => ({
  error: { message, type, code, fbtrace_id: randomBytes(8).toString('base64url'), ...extra },
});

/** Meta's answer to a parameter it does not take, and why (error_data.details). */
export const invalidParameter = (details: string) =>
  graphError('(#131009) Parameter value is not valid', 131009, 'OAuthException', {
    error_data: { messaging_product: 'whatsapp', details },
  });

/** Meta's refusal of a required parameter left out. */
export const requiredParameter = (path: string) =>
  graphError(`(#100) The parameter ${path} is required.`, 100);
