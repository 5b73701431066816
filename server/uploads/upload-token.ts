import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A registration takes minutes; a video over a slow line may take an hour or two. */
export const UPLOAD_TOKEN_TTL_MS = 6 * 60 * 60 * 1000;

export interface UploadFlow {
  flowId: string;
  expiresAt: Date;
}

// Its own purpose in the MAC, so that no other signature of the same secret passes for a token.
const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`upload-token:${payload}`).digest('base64url');

/** A new flow's token: `<flowId>.<expiry in ms>.<mac>`, nothing to store. */
export function issueUploadToken(secret: string, now = new Date()): UploadFlow & { token: string } {
  const flowId = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + UPLOAD_TOKEN_TTL_MS);
  const payload = `${flowId}.${expiresAt.getTime()}`;
  return { flowId, expiresAt, token: `${payload}.${mac(secret, payload)}` };
}

/** The flow of a well-formed, validly signed and unexpired token; null otherwise. */
export function readUploadToken(secret: string, token: string | null | undefined, now = new Date()) {
  const match = /^([a-f0-9]{32})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const [, flowId, expiry, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(mac(secret, `${flowId}.${expiry}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAt = new Date(Number(expiry));
  return expiresAt > now ? ({ flowId, expiresAt } satisfies UploadFlow) : null;
}
