import { FirstStepsResponse } from '../../../domain/contract/gestao-first-steps';
import { firstStepsOf } from '../../gestao/first-steps/first-steps';
import { receivingAccountScope } from '../../gestao/first-steps/receiving-account';
import type { App } from '../../types';

/** "Primeiros passos" of the Painel, for any staff of the association (steps link to the gestor's screens). */
export default async function firstStepsRoutes(app: App) {
  app.get('/primeiros-passos', { schema: { response: { 200: FirstStepsResponse } } }, (request) =>
    firstStepsOf(app.db, request.staff.associationId, {
      sandboxInstall: app.config.sandbox,
      installScope: receivingAccountScope(app.config.paymentGateway),
    }),
  );
}
