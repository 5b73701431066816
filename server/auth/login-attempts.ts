import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The server's rate limiter and its allow-list (the app fits). */
type App = Pick<FastifyInstance, 'createRateLimit'> & { config: Pick<Config, 'rateLimitAllowList'> };

/** Attempts one account may take in the window, from any number of client addresses. */
export const LOGIN_ACCOUNT_MAX = 10;
const LOGIN_ACCOUNT_WINDOW_MS = 15 * 60_000;

/** The account a login names: its member id when there is one, else what was typed, normalized. */
export function loginAccountKey(login: string, memberId: number | undefined): string {
  if (memberId !== undefined) return `id:${memberId}`;
  const value = login.trim();
  return value.includes('@') ? `e:${value.toLowerCase()}` : `m:${value.replace(/\D/g, '')}`;
}

/**
 * The per-IP limit of the route stops one address; this one stops many addresses taking turns on
 * one account (credential stuffing from a botnet), whichever spelling of it they type (e-mail or
 * mobile). Every attempt counts, not only failures, so concurrent guesses cannot slip past the
 * count before the slow hash check answers.
 */
export function createLoginAccountLimit(app: App) {
  const allowList = app.config.rateLimitAllowList ?? [];
  const keys = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max: LOGIN_ACCOUNT_MAX,
    timeWindow: LOGIN_ACCOUNT_WINDOW_MS,
    keyGenerator: (request) => `login:${keys.get(request) ?? ''}`,
    allowList: (request) => allowList.includes(request.ip),
  });
  /** True when this attempt on that account may go on to the password check. */
  return async (request: FastifyRequest, accountKey: string): Promise<boolean> => {
    keys.set(request, accountKey);
    const result = await limit(request);
    return result.isAllowed || !result.isExceeded;
  };
}
