import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import { createVerifiedTokens } from '../auth/verified-tokens';
import type { App, TokenClaims } from '../types';

class Unauthorized extends Error {
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

  app.decorateRequest('memberId', 0);
  app.decorate('authenticate', async (request) => {
    const [scheme, token, extra] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token || extra !== undefined) throw new Unauthorized();
    let claims: TokenClaims;
    try {
      claims = verifiedClaims(token);
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
