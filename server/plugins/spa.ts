import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { ERRORS, sendError } from './errors';
import type { App } from '../types';

/** The SPA's sandbox pages (/sandbox/mensagens, /sandbox/banco, /sandbox/maquinas…). */
const isSandboxPage = (url: string) => /^\/sandbox(?:[/?#]|$)/.test(url);

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and any
 * other GET outside /api answered with index.html so that client routes survive a reload.
 * Without the sandbox (production) its pages answer 404: the app still comes (index.html, whose
 * sandbox pages then say "Indisponível"), but nothing out there takes them for a live page.
 */
export const spaPlugin = fp(async (app: App, opts: { root: string | undefined; sandbox: boolean }) => {
  const root = opts.root;
  const hasSpa = root !== undefined && existsSync(join(root, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.ts).
      preCompressed: true,
      // Our cache-control, set below and by the fallback, is the only one (send's would replace it).
      cacheControl: false,
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(root, 'assets')}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api') && hasSpa;
    if (!isPage) return sendError(request, reply, 404, ERRORS.notFound);
    const status = !opts.sandbox && isSandboxPage(request.url) ? 404 : 200;
    return reply.code(status).header('cache-control', 'no-cache').sendFile('index.html');
  });
});
