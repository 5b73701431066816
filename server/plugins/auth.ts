import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createVerifiedTokens } from '../auth/verified-tokens';
import type { App, TokenClaims } from '../types';

export class Unauthorized extends Error {
  statusCode = 401;
}

/** Signed (HS256), expiring tokens that name the member and the token version they were issued at. */
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
  app.decorate('authenticate', async (request) => {
    const claims = app.verifiedClaims(request);
    if (!claims) throw new Unauthorized();
    // A staff token (back office) never opens a member's call.
    if (claims.staff) throw new Unauthorized();
    const id = Number(claims.sub);
    if (!Number.isInteger(id)) throw new Unauthorized();
    const version = await app.sessionVersions.current(id);
    if (version === null || version !== claims.ver) throw new Unauthorized();
    request.memberId = id;
  });
});

export const signToken = (app: App, memberId: number, tokenVersion: number) =>
  app.jwt.sign({ sub: String(memberId), ver: tokenVersion });
