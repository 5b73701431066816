import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { withProductPreview } from '../purchases/product-preview';
import { ERRORS, sendError } from './errors';
import { productPageShell } from './product-page-shell';
import type { App } from '../types';

/** The SPA's sandbox pages (/sandbox/mensagens, /sandbox/banco, /sandbox/maquinas…). */
const isSandboxPage = (url: string) => /^\/sandbox(?:[/?#]|$)/.test(url);
/** "Cadastrar associação", absent with ASSOCIATION_SIGNUP=closed. */
const isAssociationSignUpPage = (url: string) => /^\/gestao\/cadastro(?:[/?#]|$)/.test(url);

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and any
 * other GET outside /api answered with index.html so that client routes survive a reload.
 * Without the sandbox (production) its pages answer 404: the app still comes (index.html, whose
 * sandbox pages then say "Indisponível"), but nothing out there takes them for a live page.
 */
export interface SpaOptions {
  root: string | undefined;
  sandbox: boolean;
  associationSignUpClosed?: boolean;
}

export const spaPlugin = fp(async (app: App, opts: SpaOptions) => {
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
  // The public product page comes with the product written in (issue 28 item 20): a buyer on a
  // phone reads it before the app's code has arrived.
  const productShell = hasSpa ? productPageShell(root) : undefined;
  if (productShell) {
    app.get('/produto/:hash', async (request, reply) => {
      const { hash } = request.params as { hash: string };
      const page = await withProductPreview(app.db, productShell, hash).catch((error: unknown) => {
        request.log.error({ err: error }, 'product preview failed: the plain app page is sent');
        return undefined;
      });
      reply.code(200).header('cache-control', 'no-cache');
      return page === undefined
        ? reply.sendFile('index.html')
        : reply.type('text/html; charset=utf-8').send(page);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api') && hasSpa;
    if (!isPage) return sendError(request, reply, 404, ERRORS.notFound);
    const absent =
      (!opts.sandbox && isSandboxPage(request.url)) ||
      (opts.associationSignUpClosed === true && isAssociationSignUpPage(request.url));
    const status = absent ? 404 : 200;
    return reply.code(status).header('cache-control', 'no-cache').sendFile('index.html');
  });
});
