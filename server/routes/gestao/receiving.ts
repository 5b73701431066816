import { Ok, type StaffRole } from '../../../domain/contract/gestao-session';
import {
  AsaasConnectionCheck,
  AsaasSettingsBody,
  AsaasSettingsView,
  ReceivingChoiceBody,
  ReceivingView,
} from '../../../domain/contract/gestao-receiving';
import { z } from 'zod';
import { checkAsaasConnection } from '../../gestao/receiving/asaas-connection-check';
import { chooseReceiving } from '../../gestao/receiving/choose-receiving';
import { receivingOf } from '../../gestao/receiving/receiving-of';
import { removeAsaasSettings } from '../../gestao/receiving/remove-asaas-settings';
import { saveAsaasSettings } from '../../gestao/receiving/save-asaas-settings';
import { answer } from '../../plugins/errors';
import { secretBoxOf } from '../../secrets/secret-box';
import type { App } from '../../types';

const gestorOnly: { staffRoles: StaffRole[] } = { staffRoles: ['gestor'] };

/**
 * Recebimentos: how the association receives, and its own Asaas account (gestor only, as its API
 * Pix account). The key and the token go in and never come out: every answer is a view without them.
 */
export default async function receivingRoutes(app: App) {
  const box = secretBoxOf(app.config);
  const install = () => ({ sandbox: app.config.sandbox, publicUrl: app.config.publicUrl });

  app.get(
    '/receiving',
    { config: gestorOnly, schema: { response: { 200: ReceivingView } } },
    async (request) => receivingOf(app.db, request.staff.associationId, install()),
  );

  app.put(
    '/receiving/choice',
    {
      config: gestorOnly,
      schema: {
        body: ReceivingChoiceBody,
        response: { 200: z.object({ chosen: ReceivingChoiceBody.shape.gateway }) },
      },
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        await chooseReceiving(app.db, request.staff, request.body.gateway, app.config.sandbox),
      ),
  );

  app.put(
    '/receiving/asaas',
    { config: gestorOnly, schema: { body: AsaasSettingsBody, response: { 200: AsaasSettingsView } } },
    async (request, reply) =>
      answer(
        request,
        reply,
        await saveAsaasSettings(app.db, box, request.staff, request.body, {
          apiUrl: app.config.asaas?.apiUrl,
          webhookToken: app.config.asaas?.webhookToken,
        }),
      ),
  );

  app.delete(
    '/receiving/asaas',
    { config: gestorOnly, schema: { response: { 200: Ok } } },
    async (request) => {
      await removeAsaasSettings(app.db, request.staff);
      return { ok: true as const };
    },
  );

  // A call to Asaas with the stored key: a few a minute.
  app.post(
    '/receiving/asaas/check',
    {
      config: { ...gestorOnly, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { response: { 200: AsaasConnectionCheck } },
    },
    async (request) => checkAsaasConnection(app.db, box, request.staff.associationId),
  );
}
