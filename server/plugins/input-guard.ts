import fp from 'fastify-plugin';
import { ERRORS, sendError } from './errors';
import type { App } from '../types';

/** True when a NUL character hides anywhere in the value (strings, keys, nested). */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold a NUL character: a query carrying one fails, and the caller would
 * get a 500 (the fuzz test found it through a path parameter). Any input with one is a 400.
 */
export const inputGuardPlugin = fp(async (app: App) => {
  app.addHook('preValidation', async (request, reply) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      return sendError(request, reply, 400, ERRORS.invalidRequest);
    }
  });
});
