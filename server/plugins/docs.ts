import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../types';

/** OpenAPI generated from the zod schemas of every route, browsable at /api/docs. */
export const docsPlugin = fp(async (app: App) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Quita API', description: 'Chamadas do app Quita (SPEC §7).', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI sends its own hash-based CSP for its pages, which allows only its own scripts.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
