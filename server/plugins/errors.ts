import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Outcome } from '../../domain/outcome';
import { ERRORS } from '../error-messages';
import type { App } from '../types';

// Route handlers take the texts from here, next to sendError that answers them.
export { ERRORS };

/**
 * Sends the pt-BR error in the shape the route's call uses: our own APIs (back office, webhooks)
 * { ok: false, message }; the member app's calls resultado/msg or RESULTADO/MSG.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, msg: string) {
  if (request.routeOptions.config?.ownVocabulary === true) {
    return reply.code(status).send({ ok: false, message: msg });
  }
  const upper = request.routeOptions.config?.upperCase === true;
  return reply.code(status).send(upper ? { RESULTADO: false, MSG: msg } : { resultado: false, msg });
}

/** A service's Outcome as HTTP: its value with `status`, or its refusal in the route's error shape (400 unless it names one). */
export function answer<T>(request: FastifyRequest, reply: FastifyReply, outcome: Outcome<T>, status = 200) {
  if (!outcome.ok) return sendError(request, reply, outcome.status ?? 400, outcome.message);
  return reply.code(status).send(outcome.value);
}

function clientMessage(error: FastifyError): { status: number; msg: string } | undefined {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const path = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { status: 400, msg: path ? ERRORS.invalidField(path) : ERRORS.invalidRequest };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, msg: ERRORS.invalidJson };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 400, msg: ERRORS.tooLarge };
  }
  if (error.statusCode === 429) return { status: 429, msg: ERRORS.tooManyRequests };
  if (error.statusCode === 401) return { status: 401, msg: ERRORS.unauthorized };
  if (error.statusCode === 403) return { status: 403, msg: error.message || ERRORS.forbidden };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode === 404 ? 404 : 400, msg: ERRORS.invalidRequest };
  }
  return undefined;
}

export function registerErrorHandling(app: App) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = clientMessage(error);
    if (known) return sendError(request, reply, known.status, known.msg);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, ERRORS.internal);
  });
}
