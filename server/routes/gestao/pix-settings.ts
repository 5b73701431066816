import { Ok, type StaffRole } from '../../../domain/contract/gestao-session';
import {
  PixConnectionCheck,
  PixSettingsBody,
  PixSettingsResponse,
  PixSettingsSaved,
} from '../../../domain/contract/gestao-pix-settings';
import { checkPixConnection } from '../../gestao/pix-settings/pix-connection-check';
import { pixSettingsOf } from '../../gestao/pix-settings/pix-settings-of';
import { removePixSettings } from '../../gestao/pix-settings/remove-pix-settings';
import { savePixSettings } from '../../gestao/pix-settings/save-pix-settings';
import { registerAssociationWebhook } from '../../gestao/pix-settings/pix-webhook';
import { webhookUrlFor } from '../../gateways/payment/pix-api-gateway';
import { answer } from '../../plugins/errors';
import { secretBoxOf } from '../../secrets/secret-box';
import type { App } from '../../types';

const gestorOnly: { staffRoles: StaffRole[] } = { staffRoles: ['gestor'] };

/**
 * Recebimentos: the association's own API Pix account (gestor only). Secrets go in and never come out:
 * every answer is the PixSettings view, whose serializer writes no other field.
 */
export default async function pixSettingsRoutes(app: App) {
  const box = secretBoxOf(app.config);

  app.get(
    '/pix-settings',
    { config: gestorOnly, schema: { response: { 200: PixSettingsResponse } } },
    async (request) => ({ settings: await pixSettingsOf(app.db, request.staff.associationId) }),
  );

  app.put(
    '/pix-settings',
    { config: gestorOnly, schema: { body: PixSettingsBody, response: { 200: PixSettingsSaved } } },
    async (request, reply) => {
      const result = await savePixSettings(app.db, box, request.staff, request.body);
      if (!result.ok) return answer(request, reply, result);
      // Saved first: a bank that refuses the webhook loses none of what the gestor entered.
      const webhook = await registerAssociationWebhook(
        app.associationGateways,
        request.staff.associationId,
        app.config.publicUrl,
      );
      return { settings: result.value, webhook };
    },
  );

  app.delete('/pix-settings', { config: gestorOnly, schema: { response: { 200: Ok } } }, async (request) => {
    await removePixSettings(app.db, request.staff);
    return { ok: true as const };
  });

  // Each check opens TLS connections to an address a gestor typed: a few a minute.
  app.post(
    '/pix-settings/check',
    {
      config: { ...gestorOnly, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { response: { 200: PixConnectionCheck } },
    },
    async (request) => {
      const associationId = request.staff.associationId;
      const expected = webhookUrlFor(app.config.publicUrl, String(associationId));
      return checkPixConnection(app.db, box, associationId, expected);
    },
  );
}
