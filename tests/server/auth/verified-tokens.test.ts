import { describe, expect, it, vi } from 'vitest';
import { createVerifiedTokens } from '../../../server/auth/verified-tokens';
import type { TokenClaims } from '../../../server/types';

const NOW_MS = Date.UTC(2026, 10, 21, 12);
const claimsFor = (token: string): TokenClaims => ({ sub: token.slice(1), ver: 0, exp: NOW_MS / 1000 + 60 });

function setup() {
  let now = NOW_MS;
  const verify = vi.fn((token: string) => {
    if (!token.startsWith('v')) throw new Error('bad signature');
    return claimsFor(token);
  });
  const verified = createVerifiedTokens(verify, () => now);
  return { verify, verified, advance: (ms: number) => void (now += ms) };
}

describe('verified session tokens', () => {
  it('checks a token once and answers the same claims until it expires', () => {
    const { verify, verified } = setup();
    expect(verified('v7')).toEqual(claimsFor('v7'));
    expect(verified('v7')).toEqual(claimsFor('v7'));
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('checks the signature again once the token has expired (and the check refuses it)', () => {
    const { verify, verified, advance } = setup();
    verified('v7');
    advance(60_000);
    verify.mockImplementationOnce(() => {
      throw new Error('expired');
    });
    expect(() => verified('v7')).toThrow('expired');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('never remembers a token that failed, and a different string is checked on its own', () => {
    const { verify, verified } = setup();
    expect(() => verified('x7')).toThrow('bad signature');
    expect(() => verified('x7')).toThrow('bad signature');
    verified('v7');
    verified('v8');
    expect(verify).toHaveBeenCalledTimes(4);
  });

  it('forgets the oldest token when full, so memory stays bounded', () => {
    const { verify, verified } = setup();
    for (let i = 0; i <= 10_000; i++) verified(`v${i}`);
    verify.mockClear();
    verified('v10000');
    expect(verify).not.toHaveBeenCalled();
    verified('v0');
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
