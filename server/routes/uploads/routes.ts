import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UploadTokenResponse } from '../../../domain/contract/uploads';
import { createTusServer } from '../../uploads/tus-server';
import { issueUploadToken } from '../../uploads/upload-token';
import type { App } from '../../types';

const TUS_BODY_TYPE = 'application/offset+octet-stream';

const webHeaders = (headers: FastifyRequest['headers']) => {
  const web = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) web.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return web;
};

/**
 * /api/uploads: the registration flow's files, before the account exists (our own vocabulary).
 * POST /token opens a flow; /files and /files/:id speak tus and are handed to @tus/server raw.
 */
export default async function uploadRoutes(app: App) {
  const tus = createTusServer({
    db: app.db,
    store: app.uploadStore,
    secret: app.config.jwtSecret,
    log: app.log,
  });

  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), ownVocabulary: true } as typeof route.config;
  });
  // The tus server reads the bytes from the raw request itself: nothing here may consume them.
  app.addContentTypeParser(TUS_BODY_TYPE, (_request, _payload, done) => done(null));

  app.post(
    '/token',
    {
      schema: { response: { 200: UploadTokenResponse } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async () => {
      const { token, expiresAt } = issueUploadToken(app.config.jwtSecret);
      return { token, expiresAt: expiresAt.toISOString() };
    },
  );

  // Handed over as a web Request whose body is the raw request stream, unread so far.
  const passToTus = async (request: FastifyRequest, reply: FastifyReply) => {
    // Any other body was parsed (and consumed) by Fastify; tus refuses its content type anyway.
    const hasBody = request.headers['content-type']?.startsWith(TUS_BODY_TYPE) === true;
    const answer = await tus.handleWeb(
      new Request(new URL(request.url, 'http://uploads.invalid'), {
        method: request.method,
        headers: webHeaders(request.headers),
        ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
      }),
    );
    reply.code(answer.status).headers(Object.fromEntries(answer.headers));
    return reply.send(answer.body ? Buffer.from(await answer.arrayBuffer()) : undefined);
  };
  const tusConfig = { rateLimit: { max: 240, timeWindow: '1 minute' } };
  app.route({ method: ['POST', 'OPTIONS'], url: '/files', config: tusConfig, handler: passToTus });
  app.route({
    method: ['HEAD', 'PATCH', 'OPTIONS'],
    url: '/files/:id',
    config: tusConfig,
    handler: passToTus,
  });
}
