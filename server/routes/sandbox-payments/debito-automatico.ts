import { Ok } from '../../../domain/contract/gestao-session';
import {
  SandboxBankAnswerBody,
  SandboxBankParams,
  SandboxBankQueue,
} from '../../../domain/contract/debito-automatico';
import {
  answerSandboxRecurrence,
  answerSandboxRecurringCharge,
  sandboxBankQueue,
} from '../../gateways/payment/sandbox-bank';
import { ERRORS, sendError } from '../../plugins/errors';
import { refreshAuthorization, refreshRecurringCharge } from '../../recurring/refresh';
import { settle } from '../../payments/settle';
import type { App } from '../../types';

const NOT_PENDING = 'Este pedido já foi respondido pelo banco.';

/**
 * The payer's bank of the sandbox for Pix Automático: approves or refuses a recurrence (Jornada 3:
 * approving pays its first charge too; Jornada 1: the request sent to the bank, no payment), debits or refuses a recurring charge, then tells the app
 * as the PSP's webhooks would (/rec, /cobr, /pix).
 */
export default async function sandboxDebitoAutomaticoRoutes(app: App) {
  const config = { ownVocabulary: true };

  app.get('/debito-automatico/banco', { config, schema: { response: { 200: SandboxBankQueue } } }, () =>
    sandboxBankQueue(app.db),
  );

  app.post(
    '/debito-automatico/rec/:id',
    { config, schema: { params: SandboxBankParams, body: SandboxBankAnswerBody, response: { 200: Ok } } },
    async (request, reply) => {
      const answered = await answerSandboxRecurrence(app.db, request.params.id, request.body.approve);
      if (!answered.ok) {
        return answered.reason === 'not_found'
          ? sendError(request, reply, 404, ERRORS.notFound)
          : sendError(request, reply, 409, NOT_PENDING);
      }
      if (request.body.approve && answered.firstChargeId) await settle(app, answered.firstChargeId);
      await refreshAuthorization(app, app.gateway, 'env', request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/debito-automatico/cobr/:id',
    { config, schema: { params: SandboxBankParams, body: SandboxBankAnswerBody, response: { 200: Ok } } },
    async (request, reply) => {
      const answered = await answerSandboxRecurringCharge(app.db, request.params.id, request.body.approve);
      if (!answered.ok) {
        return answered.reason === 'not_found'
          ? sendError(request, reply, 404, ERRORS.notFound)
          : sendError(request, reply, 409, NOT_PENDING);
      }
      await refreshRecurringCharge(app, app.gateway, 'env', request.params.id);
      return { ok: true as const };
    },
  );
}
