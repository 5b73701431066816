import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createOutbox, type MessageTransport } from './messaging/outbox';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { spaPlugin } from './plugins/spa';
import authRoutes from './routes/auth/routes';
import emitenteRoutes from './routes/emitente/routes';
import type { App } from './types';

export interface AppDeps {
  config: Config;
  database: Database;
  transport?: MessageTransport;
  logger?: boolean | object;
}

/** Card data, passwords, PINs and codes never reach a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  '*.senha',
  '*.senhaRepeticao',
  '*.PIN',
  '*.CODIGO',
  '*.codigoConfirmacao',
  '*.CARTAO',
  '*.NUMERO_CARTAO',
  '*.CODIGO_SEGURANCA',
];

export async function buildApp({ config, database, transport, logger }: AppDeps): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: REDACTED_PATHS },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('outbox', createOutbox(database.db, transport));

  await app.register(fastifyRateLimit, { global: false });
  await app.register(docsPlugin);
  await app.register(authPlugin);
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(emitenteRoutes, { prefix: '/api/emitente' });
  await app.register(spaPlugin, { root: config.staticDir });
  return app;
}
