import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { TokenClaims } from '../auth/token-claims';

/** The server's signer and its secret (the app fits). */
type App = Pick<FastifyInstance, 'jwt'> & { config: Pick<Config, 'jwtSecret'> };

const PIN_TOKEN_TTL_SECONDS = 300;

/**
 * PIN tokens are signed with a key of their own, derived from the server secret: a PIN token is
 * not a login token (authenticate cannot verify it) and a login token is not a PIN token.
 */
const pinKey = (app: App) =>
  createHmac('sha256', app.config.jwtSecret).update('quita:pin-token').digest('hex');

/** Bound to the login session it was confirmed in: Sair on that device voids it too. */
export const signPinToken = (app: App, memberId: number, tokenVersion: number, sessionId: string) =>
  app.jwt.sign(
    { sub: String(memberId), ver: tokenVersion, sid: sessionId, pin: true },
    { key: pinKey(app), expiresIn: PIN_TOKEN_TTL_SECONDS },
  );

/** True when the token is a live PIN token of this member, at this token version, in this session. */
export function verifyPinToken(
  app: App,
  token: string,
  memberId: number,
  tokenVersion: number,
  sessionId: string,
): boolean {
  try {
    const claims = app.jwt.verify<TokenClaims>(token, { key: pinKey(app) });
    return (
      claims.pin === true &&
      claims.sub === String(memberId) &&
      claims.ver === tokenVersion &&
      claims.sid === sessionId
    );
  } catch {
    return false;
  }
}
