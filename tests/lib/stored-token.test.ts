// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredToken, takeTokenFromAddress, TOKEN_KEY } from '../../src/lib/stored-token';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the token in the page address (SPEC §2)', () => {
  it('is kept as the login token and taken out of the address', () => {
    window.history.replaceState(null, '', '/pendencia?token=abc&x=1#top');
    takeTokenFromAddress();
    expect(readStoredToken()).toBe('abc');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/pendencia?x=1#top',
    );
  });

  it('is still taken out of the address when the browser refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    window.history.replaceState(null, '', '/?token=abc');
    expect(() => takeTokenFromAddress()).not.toThrow();
    expect(window.location.search).toBe('');
    expect(readStoredToken()).toBeNull();
  });
});
