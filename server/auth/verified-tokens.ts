import type { TokenClaims } from './token-claims';

const MAX_ENTRIES = 10_000;

/**
 * Remembers the claims of session tokens whose signature was checked, until they expire, so the
 * busiest calls skip the decoding and the HMAC. Only a token string that passed `verify` is
 * remembered, and only the exact same string finds it; revocation does not depend on this (the
 * token version is checked on every call).
 */
export function createVerifiedTokens(verify: (token: string) => TokenClaims, now = Date.now) {
  const known = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  return (token: string): TokenClaims => {
    const hit = known.get(token);
    if (hit && now() < hit.expiresAtMs) return hit.claims;
    if (hit) known.delete(token);
    const claims = verify(token);
    if (typeof claims.exp === 'number') {
      if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value!);
      known.set(token, { claims, expiresAtMs: claims.exp * 1000 });
    }
    return claims;
  };
}
