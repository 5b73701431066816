import { nextIp } from './registration';
import type { TestContext } from './test-app';

/**
 * A member's call from a fresh client address: these files call some routes more often than
 * their per-minute limits allow one address.
 */
export function memberPost(t: TestContext, token: string | null, url: string, payload: object = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: token ? t.auth(token) : {},
    payload,
    remoteAddress: nextIp(),
  });
}

export function memberGet(t: TestContext, token: string | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? t.auth(token) : {}, remoteAddress: nextIp() });
}
