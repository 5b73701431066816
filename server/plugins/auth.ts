import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createVerifiedTokens } from '../auth/verified-tokens';
import type { TokenClaims } from '../auth/token-claims';
import type { App } from '../types';

export class Unauthorized extends Error {
  statusCode = 401;
}

/**
 * Signed (HS256), expiring tokens that name the member, the token version they were issued at and
 * their session (`sid`), which Sair ends alone.
 */
export const authPlugin = fp(async (app: App) => {
  await app.register(fastifyJwt, {
    secret: app.config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: app.config.tokenTtlSeconds },
    verify: { algorithms: ['HS256'] },
  });
  const verifiedClaims = createVerifiedTokens((token) => app.jwt.verify<TokenClaims>(token));
  app.decorate('verifiedClaims', (request: FastifyRequest) => {
    const [scheme, token, extra] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token || extra !== undefined) return null;
    try {
      return verifiedClaims(token);
    } catch {
      return null;
    }
  });

  app.decorateRequest('memberId', 0);
  app.decorateRequest('sessionId', '');
  app.decorate('authenticate', async (request) => {
    const claims = app.verifiedClaims(request);
    if (!claims) throw new Unauthorized();
    // A staff token (back office) never opens a member's call.
    if (claims.staff) throw new Unauthorized();
    const id = Number(claims.sub);
    if (!Number.isInteger(id)) throw new Unauthorized();
    if (typeof claims.sid !== 'string') throw new Unauthorized();
    const live = await app.memberSessions.isLive({
      memberId: id,
      version: claims.ver,
      sessionId: claims.sid,
    });
    if (!live) throw new Unauthorized();
    request.memberId = id;
    request.sessionId = claims.sid;
  });
});

/** A token of an existing session (the renewal on GET /auth/verify). */
export const signToken = (app: App, memberId: number, tokenVersion: number, sessionId: string) =>
  app.jwt.sign({ sub: String(memberId), ver: tokenVersion, sid: sessionId });

/** A login: a new session and its first token. */
export async function startSession(app: App, memberId: number, tokenVersion: number): Promise<string> {
  const sessionId = await app.memberSessions.start(memberId, app.config.tokenTtlSeconds);
  return signToken(app, memberId, tokenVersion, sessionId);
}
