import { createHmac } from 'node:crypto';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Builds a JWT by hand, to test what the server does with expired, forged and unsigned tokens. */
export function craftToken(
  payload: object,
  secret: string | null,
  header: object = { alg: 'HS256', typ: 'JWT' },
) {
  const unsigned = `${b64url(header)}.${b64url(payload)}`;
  if (secret === null) return `${unsigned}.`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
