import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { App, TokenClaims } from '../types';

class Unauthorized extends Error {
  statusCode = 401;
}

/** Signed (HS256), expiring tokens that name the member and the token version they were issued at. */
export const authPlugin = fp(async (app: App) => {
  await app.register(fastifyJwt, {
    secret: app.config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: app.config.tokenTtlSeconds },
    // Verified tokens are remembered (by hash, until they expire) so the busiest calls skip the
    // HMAC; revocation does not depend on it: the token version is checked on every call.
    verify: { algorithms: ['HS256'], cache: 10_000, cacheTTL: 600_000 },
  });

  app.decorateRequest('memberId', 0);
  app.decorate('authenticate', async (request) => {
    let claims: TokenClaims;
    try {
      claims = await request.jwtVerify<TokenClaims>();
    } catch {
      throw new Unauthorized();
    }
    const id = Number(claims.sub);
    if (!Number.isInteger(id)) throw new Unauthorized();
    const version = await app.sessionVersions.current(id);
    if (version === null || version !== claims.ver) throw new Unauthorized();
    request.memberId = id;
  });
});

export const signToken = (app: App, memberId: number, tokenVersion: number) =>
  app.jwt.sign({ sub: String(memberId), ver: tokenVersion });
