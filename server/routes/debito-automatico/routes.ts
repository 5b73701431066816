import {
  AuthorizationParams,
  BankRequestBody,
  DebitoAutomatico,
  OfferParams,
  PixAutomaticoOffer,
  RecurringAuthorization,
  StartAuthorizationBody,
  StartedAuthorization,
} from '../../../domain/contract/debito-automatico';
import {
  cancelAuthorization,
  memberDebitoAutomatico,
  startAuthorization,
} from '../../recurring/authorizations';
import { memberAuthorization, requestAuthorization } from '../../recurring/bank-request';
import { pixAutomaticoOffer } from '../../recurring/eligibility';
import { answer, ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

/** /api/debito-automatico: the member's Pix Automático authorizations (our own vocabulary). */
export default async function debitoAutomaticoRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), ownVocabulary: true } as typeof route.config;
  });

  app.get('/', { schema: { response: { 200: DebitoAutomatico } } }, (request) =>
    memberDebitoAutomatico(app.db, request.memberId),
  );

  app.get(
    '/oferta/:itemId',
    { schema: { params: OfferParams, response: { 200: PixAutomaticoOffer } } },
    async (request, reply) => {
      const offer = await pixAutomaticoOffer(app, request.memberId, request.params.itemId);
      return offer ?? sendError(request, reply, 404, ERRORS.notFound);
    },
  );

  app.post(
    '/',
    { schema: { body: StartAuthorizationBody, response: { 201: StartedAuthorization } } },
    async (request, reply) => {
      const started = await startAuthorization(app, request.memberId, request.body.itemId);
      return answer(request, reply, started, 201);
    },
  );

  app.post(
    '/pedido-ao-banco',
    { schema: { body: BankRequestBody, response: { 201: RecurringAuthorization } } },
    async (request, reply) => {
      const requested = await requestAuthorization(app, request.memberId, request.body);
      return answer(request, reply, requested, 201);
    },
  );

  app.get(
    '/:id',
    { schema: { params: AuthorizationParams, response: { 200: RecurringAuthorization } } },
    async (request, reply) => {
      const found = await memberAuthorization(app, request.memberId, request.params.id);
      return answer(request, reply, found);
    },
  );

  app.post(
    '/:id/cancelar',
    { schema: { params: AuthorizationParams, response: { 200: RecurringAuthorization } } },
    async (request, reply) => {
      const cancelled = await cancelAuthorization(app, request.memberId, request.params.id);
      return answer(request, reply, cancelled);
    },
  );
}
